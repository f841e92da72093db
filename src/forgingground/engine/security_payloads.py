"""The texts the security layer sends: shared by its rules' statements (engine/security_rules.py), its probes
(engine/security.py) and its ops, which import nothing else."""

MARK = "fgb-xss"  # the title the markup payload's code would give the page, were it run
LONG = 10_000  # characters of the long text where no limit is stated
# Free text a careless app mistakes for code: each must come back exactly as sent.
PAYLOADS = {
    "metacharacters": "Robert'); DROP TABLE users;-- \" OR '1'='1 $(id) `id` | & ; \\ %s {0} ../../etc/passwd",
    "markup": f'<img src="https://{MARK}.invalid/x.png" onerror="document.title=\'{MARK}\'">'
    f'<script>document.title="{MARK}"</script>',
}
# The markup for a field whose stated limit is shorter than PAYLOADS["markup"]: the same image, the same code.
SHORT_MARKUP = f'<img src="//{MARK}.invalid/x" onerror="document.title=\'{MARK}\'">'
# Text no careful app stores: PostgreSQL refuses NUL in text, UTF-8 cannot encode a lone surrogate.
INVALID_PAYLOADS = {"nul": "before\u0000after", "surrogate": "before\ud800after"}
# Link targets that would run code or a document of the client's making instead of leaving for a web page.
LINK_PAYLOADS = {
    "javascript": f"javascript:document.title='{MARK}'",
    "mixed_case": f"JavaScript:document.title='{MARK}'",
    "data": f"data:text/html,<script>document.title='{MARK}'</script>",
}
