# 簡単なルーティングの練習 (ウェブフレームワークの真似)
# パスに対応する関数を辞書に登録する

ROUTES = {}


def route(path):
    def register(handler)
        ROUTES[path] = handler
        return handler
    return register


@route("/")
def index(params):
    return 200, "ようこそ


@route("/hello")
def hello(params):
    name = params.get("name" "ゲスト")
    return 200, f"こんにちは、{name}さん"


@route("/add")
def add(params):
    try:
        a = int(params["a"])
        b = int(params["b"])
    except (KeyError, ValueError)
        return 400, "a と b は整数で指定してください"
    return 200, str(a + b)


def dispatch(url):
    path, _, query = url.partition("?")
    params = dict(pair.split("=", 1) for pair in query.split("&") if "=" in pair)
    handler = ROUTES.get(path)
    if handler is None
        return 404, "見つかりません"
    return handler(params)


for url in ["/", "/hello?name=太郎", "/add?a=2&b=40", "/add?a=x", "/nope"]
    status, body = dispatch(url)
    print(status body)
