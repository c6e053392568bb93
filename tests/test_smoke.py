from gtp_like.engine import Engine


def test_protocol_version() -> None:
    assert Engine().handle_line(b"protocol_version\n") == "= 2\n\n"
