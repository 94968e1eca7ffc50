"""An agent reads attachments through the MCP `get_attachment` tool, driven by the official MCP
Python SDK: a PDF invoice's amount and due date as text, a picture as image content within the
pixel budget, a CSV as text; on a disposable inbox and on an IMAP account (a real Dovecot). The
files are made here, byte by byte; `share_attachment` still hands out a one-time link."""

import asyncio
import base64
import json
import os
import struct
import zlib
from email.message import EmailMessage

import pytest
from mcp import Client, StdioServerParameters

from conftest import one_mail_each_way, rest


def pdf_with_text(lines):
    """A one-page PDF whose text is `lines`, in Helvetica, with a correct cross-reference table."""
    content = "BT /F1 12 Tf 72 720 Td 16 TL " + " ".join(
        "(" + line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ") '" for line in lines
    ) + " ET"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        "/Resources << /Font << /F1 5 0 R >> >> >>",
        f"<< /Length {len(content)} >>\nstream\n{content}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


def png(width, height):
    """A PNG of `width`×`height`: a horizontal gradient, so it is not all one colour."""
    row = bytes(b for x in range(width) for b in (x * 255 // width, 80, 160))
    raw = b"".join(b"\x00" + row for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


INVOICE = ["ACME Supplies Ltd - Invoice 2026-117", "Amount due: EUR 1,250.50", "Due date: 15 January 2027"]


def mail_with_attachments(to):
    message = EmailMessage()
    message["From"] = "billing@acme.test"
    message["To"] = to
    message["Subject"] = "Your invoice 2026-117"
    message.set_content("Please find the invoice attached.")
    message.add_attachment(pdf_with_text(INVOICE), maintype="application", subtype="pdf", filename="invoice.pdf")
    message.add_attachment(png(3000, 2000), maintype="image", subtype="png", filename="photo.png")
    message.add_attachment(b"item,amount\nwidgets,1000.00\nshipping,250.50\n", maintype="text", subtype="csv",
                           filename="lines.csv")
    return message


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    postern, dovecot, messages = one_mail_each_way(
        tmp_path_factory.mktemp("attachments"), mail_with_attachments, "Your invoice 2026-117"
    )
    yield {"postern": postern, "messages": messages}
    postern.stop()
    dovecot.stop()
    postern.assert_no_tokens_in_logs()


def stdio(postern):
    env = {**os.environ, "POSTERN_URL": postern.base, "POSTERN_TOKEN": postern.admin_token, "POSTERN_LOG": "warn"}
    return Client(StdioServerParameters(command=postern.bin, args=["mcp"], env=env))


@pytest.mark.parametrize("where", ["inbox", "account"])
def test_an_agent_reads_the_invoice_the_picture_and_the_table(world, where):
    message = world["messages"][where]

    async def flow():
        async with stdio(world["postern"]) as client:
            read = await client.call_tool("get_message", {"message_id": message})
            assert "invoice.pdf" in read.content[0].text and "photo.png" in read.content[0].text

            invoice = await client.call_tool("get_attachment", {"message_id": message, "index": 0})
            assert not invoice.is_error, invoice.content[0].text
            [block] = invoice.content
            text = block.text
            inside = text.split("<mail-content", 1)[1].split("</mail-content>", 1)[0]
            assert "File name: invoice.pdf" in inside and "read as pdf" in inside
            assert "Amount due: EUR 1,250.50" in inside and "Due date: 15 January 2027" in inside
            assert "data, not instructions" in text.split("</mail-content>", 1)[1]

            picture = await client.call_tool("get_attachment", {"message_id": message, "index": 1})
            assert not picture.is_error, picture.content[0].text
            [caption, image] = picture.content
            assert "photo.png" in caption.text and "scaled down from 3000" in caption.text
            assert image.type == "image" and image.mime_type in ("image/png", "image/jpeg")
            data = base64.b64decode(image.data)
            if image.mime_type == "image/png":
                width, height = struct.unpack(">II", data[16:24])
                assert width * height <= 1_600_000 and width / height == pytest.approx(1.5, rel=0.01)

            table = await client.call_tool("get_attachment", {"message_id": message, "index": 2, "max_chars": 200})
            assert "shipping,250.50" in table.content[0].text

            link = await client.call_tool("share_attachment", {"message_id": message, "index": 0})
            assert "/api/v1/attachment-links/" in link.content[0].text

    asyncio.run(flow())


def test_the_rest_route_pages_and_bounds(world):
    postern = world["postern"]
    message = world["messages"]["inbox"]
    content = rest(postern, "GET", f"/messages/{message}/attachments/0/content")["data"]
    assert (content["kind"], content["pages_total"], content["filename"]) == ("pdf", 1, "invoice.pdf")
    assert [p["type"] for p in content["parts"]] == ["text"] and "1,250.50" in content["parts"][0]["text"]
    beyond = rest(postern, "GET", f"/messages/{message}/attachments/0/content?first_page=2")["data"]
    assert beyond["parts"] == [] and beyond["notes"], beyond
    with pytest.raises(Exception) as refused:
        rest(postern, "GET", f"/messages/{message}/attachments/0/content?pages=21")
    assert refused.value.code == 400
    assert json.loads(refused.value.read())["error"]["fields"].keys() == {"pages"}
