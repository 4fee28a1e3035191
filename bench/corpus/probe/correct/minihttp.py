"""A tiny HTTP-like request handler without any web framework."""
from urllib.parse import parse_qs, unquote

ROUTES = {}


def route(path, method="GET"):
    def register(func):
        ROUTES[(method, path)] = func
        return func
    return register


class Request:
    def __init__(self, method, path, headers=None, body=""):
        self.method = method
        self.path = path
        self.headers = headers or {}
        self.body = body

    @property
    def query(self):
        if "?" not in self.path:
            return {}
        qs = self.path.split("?", 1)[1]
        return {k: v[0] for k, v in parse_qs(qs).items()}

    @property
    def route_path(self):
        return unquote(self.path.split("?", 1)[0])


class Response:
    def __init__(self, status=200, body="", content_type="text/plain"):
        self.status = status
        self.body = body
        self.headers = {"Content-Type": content_type, "Content-Length": str(len(body.encode()))}

    def render(self):
        reason = {200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed"}.get(self.status, "")
        head = [f"HTTP/1.1 {self.status} {reason}"]
        head += [f"{k}: {v}" for k, v in self.headers.items()]
        return "\r\n".join(head) + "\r\n\r\n" + self.body


def parse_request(raw):
    """
    >>> r = parse_request("GET /hello?name=Ann HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n")
    >>> r.method, r.route_path, r.query, r.headers
    ('GET', '/hello', {'name': 'Ann'}, {'Host': 'x'})
    """
    head, _, body = raw.partition("\r\n\r\n")
    lines = head.split("\r\n")
    parts = lines[0].split()
    if len(parts) != 3:
        raise ValueError("malformed request line")
    method, path, _version = parts
    headers = {}
    for line in lines[1:]:
        if ":" in line:
            k, v = line.split(":", 1)
            headers[k.strip()] = v.strip()
    return Request(method, path, headers, body)


@route("/hello")
def hello(request):
    name = request.query.get("name", "world")
    return Response(200, f"Hello, {name}!")


@route("/echo", method="POST")
def echo(request):
    return Response(200, request.body)


@route("/add")
def add(request):
    try:
        a = int(request.query.get("a", "0"))
        b = int(request.query.get("b", "0"))
    except ValueError:
        return Response(400, "a and b must be integers")
    return Response(200, str(a + b))


def dispatch(request):
    """
    >>> dispatch(Request("GET", "/add?a=2&b=40")).body
    '42'
    >>> dispatch(Request("GET", "/missing")).status
    404
    >>> dispatch(Request("GET", "/echo")).status
    405
    """
    handler = ROUTES.get((request.method, request.route_path))
    if handler is None:
        if any(p == request.route_path for (_m, p) in ROUTES):
            return Response(405, "method not allowed")
        return Response(404, "not found")
    return handler(request)


def handle(raw):
    """
    >>> print(handle("GET /hello HTTP/1.1\\r\\n\\r\\n").replace("\\r\\n", "|"))
    HTTP/1.1 200 OK|Content-Type: text/plain|Content-Length: 13||Hello, world!
    """
    try:
        req = parse_request(raw)
    except ValueError as e:
        return Response(400, str(e)).render()
    return dispatch(req).render()


if __name__ == "__main__":
    print(handle("GET /add?a=1&b=2 HTTP/1.1\r\nHost: localhost\r\n\r\n"))
    print(handle("POST /echo HTTP/1.1\r\n\r\nping"))
    print(handle("nonsense"))
