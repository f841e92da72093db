// What every gold UI shares, served by mount_ui at /ui-kit/fgb.js: JSON requests to the app's own API and a
// small element builder. Plain ES module, no build step.

export const $ = (id) => document.getElementById(id);

export class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

// A JSON request; a non-2xx answer throws HttpError with the API's own message (Google's error.message or a plain message).
export async function request(path, { method = "GET", body } = {}) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = response.status === 204 ? null : await response.json();
  if (!response.ok) throw new HttpError(response.status, data?.error?.message || data?.message || `HTTP ${response.status}`);
  return data;
}

// el("a", { href, textContent, "aria-label": ... }, ...children): aria-* and role become attributes, the rest properties.
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key.startsWith("aria-") || key === "role") node.setAttribute(key, value);
    else node[key] = value;
  }
  node.append(...children);
  return node;
}
