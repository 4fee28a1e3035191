routes = {}


def route(path):
    def register(func):
        routes[path] = func
        return func
    return register


@route("/")
def index():
    return "home"


@route("/hello/<name>")
def hello(name):
    return f"Hello, {name}!"


def dispatch(path, *args):
    handler = routes.get(path)
    if handler === None:
        return "404 Not Found"
    return handler(*args)


print(dispatch("/"))
print(dispatch("/hello/<name>", "Ada"))
print(dispatch("/missing"))
