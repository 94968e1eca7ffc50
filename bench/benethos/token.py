"""Gets an API token from a running benethos-mailbox-service through its /ui, the only way it
hands out a first token: sign in with the admin's one-time password, set a new password, create
a token on the admin's page. urllib + a cookie jar, as a browser would.

Usage: python token.py BASE_URL ADMIN_ID ONE_TIME_PASSWORD   (prints the mbx_ token)
"""

import html
import http.cookiejar
import re
import sys
import urllib.parse
import urllib.request


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


def main() -> None:
    base, admin, otp = sys.argv[1:4]
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect())

    def call(path: str, form: dict | None = None) -> tuple[int, str, str]:
        data = urllib.parse.urlencode(form).encode() if form is not None else None
        try:
            r = opener.open(urllib.request.Request(base + path, data=data), timeout=60)
            return r.status, r.headers.get("location", ""), r.read().decode()
        except urllib.error.HTTPError as e:  # 303 lands here (no redirect handler)
            return e.code, e.headers.get("location", ""), e.read().decode()

    def field(page: str, name: str) -> str:
        m = re.search(r'name="%s" value="([^"]*)"' % name, page)
        if not m:
            sys.exit(f"no {name} in the page")
        return html.unescape(m.group(1))

    _, _, page = call("/ui/login")
    status, where, _ = call("/ui/login", {"name": "admin", "password": otp, "nonce": field(page, "nonce"), "next": "/ui"})
    if status != 303:
        sys.exit(f"sign-in answered {status}")
    _, _, page = call("/ui/password")
    new = "bench-" + otp + "-Xy9!"
    status, _, body = call(
        "/ui/password",
        {"csrf_token": field(page, "csrf_token"), "current_password": otp, "new_password": new, "repeat_password": new},
    )
    if status not in (200, 303):
        sys.exit(f"password change answered {status}")
    _, _, page = call(f"/ui/users/{admin}?tab=access")
    status, where, body = call(
        f"/ui/users/{admin}/tokens", {"csrf_token": field(page, "csrf_token"), "name": "bench", "days": ""}
    )
    if status == 303:
        _, _, body = call(urllib.parse.urlsplit(where)._replace(scheme="", netloc="").geturl())
    m = re.search(r"mbx_[A-Za-z0-9_\-]+", body)
    if not m:
        sys.exit(f"no token shown (status {status})")
    print(m.group(0))


if __name__ == "__main__":
    main()
