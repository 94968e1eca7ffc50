"""The floor as shared/reference/benethos-bench.md measured it: Python's imaplib over STARTTLS,
`UID FETCH 1:* (UID FLAGS INTERNALDATE RFC822.SIZE ENVELOPE)` of every folder, twice; prints
the seconds of the second (warm) round and the messages it saw.

Usage: imaplib_floor.py HOST PORT USER PASSWORD CERT_DER FOLDER...
"""
import imaplib
import re
import ssl
import sys
import time

host, port, user, password, cert = sys.argv[1:6]
folders = sys.argv[6:]
context = ssl.create_default_context(cadata=open(cert, "rb").read())
imap = imaplib.IMAP4(host, int(port))
imap.starttls(ssl_context=context)
imap.login(user, password)


def fetch_all():
    seen = 0
    started = time.perf_counter()
    for folder in folders:
        status, data = imap.select(f'"{folder}"', readonly=True)
        if status != "OK":
            raise SystemExit(f"SELECT {folder}: {data}")
        if int(data[0]) > 0:
            status, data = imap.uid("FETCH", "1:*", "(UID FLAGS INTERNALDATE RFC822.SIZE ENVELOPE)")
            if status != "OK":
                raise SystemExit(f"FETCH {folder}: {data}")
            for item in data:
                head = item[0] if isinstance(item, tuple) else item
                seen += bool(head and re.match(rb"\d+ \(", head))
    return time.perf_counter() - started, seen


fetch_all()
took, seen = fetch_all()
imap.logout()
print(f"{took:.4f} {seen}")
