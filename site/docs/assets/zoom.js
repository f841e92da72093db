// Click an image in the page (a reference screenshot, a chart, a calibration shot) to see it full size over the
// page; click again or press Escape to close. No library, nothing loaded from outside the site.
(() => {
  const close = () => document.querySelectorAll(".fgb-zoom").forEach((el) => el.remove());
  document.addEventListener("keydown", (event) => { if (event.key === "Escape") close(); });
  document.addEventListener("click", (event) => {
    const img = event.target.closest(".md-content img");
    if (!img || event.target.closest(".fgb-zoom")) { if (event.target.closest(".fgb-zoom")) close(); return; }
    const link = img.closest("a");
    if (link && !/\.(png|svg|jpe?g|webp)$/i.test(link.getAttribute("href") || "")) return;  // an image that links elsewhere
    if (!link && !img.classList.contains("zoom")) return;
    event.preventDefault();
    const overlay = document.createElement("div");
    overlay.className = "fgb-zoom";
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-label", img.alt || "image");
    const big = document.createElement("img");
    big.src = link ? link.href : img.src;
    big.alt = img.alt;
    overlay.appendChild(big);
    document.body.appendChild(overlay);
  });
})();
