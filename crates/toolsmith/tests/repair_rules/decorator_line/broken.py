@app.route("/")
def index():
    return "hi"


@app.route("/about") def about():
    return "about"
