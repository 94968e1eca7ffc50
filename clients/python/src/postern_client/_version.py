"""The client's version: the Postern workspace version it was written against (Cargo.toml)."""

__version__ = "0.1.0"
