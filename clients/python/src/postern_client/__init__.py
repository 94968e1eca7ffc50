"""Postern's Python client: a sync `Client` and an asyncio `AsyncClient` over httpx.

    from postern_client import Client

    with Client() as client:                      # POSTERN_URL, POSTERN_TOKEN
        inbox = client.inboxes.create(label="signup")
        print(inbox.address)
        print(client.inboxes.wait_for_otp(inbox, since=0).otp)

Errors are `PosternError` subclasses, one per API error code (`errors`); answers are the
dataclasses of `models` or, for the less used ones, plain dicts (each method says which).
"""

from ._async import AsyncClient
from ._operations import NOT_COVERED, OPERATIONS
from ._ops import upload
from ._sync import Client
from ._version import __version__
from .errors import *  # noqa: F403 - the error classes are part of the package's interface
from .errors import __all__ as _errors
from .models import *  # noqa: F403 - so are the models
from .models import __all__ as _models

__all__ = [
    "NOT_COVERED",
    "OPERATIONS",
    "AsyncClient",
    "Client",
    "__version__",
    "upload",
    *_errors,
    *_models,
]
