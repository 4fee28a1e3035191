from flask import Flask, abort, jsonify, request

app = Flask(__name__)

BOOKS = {
    1: {"id": 1, "title": "Dune", "author": "Frank Herbert", "year": 1965},
    2: {"id": 2, "title": "Neuromancer", "author": "William Gibson", "year": 1984},
    3: {"id": 3, "title": "Hyperion", "author": "Dan Simmons", "year": 1989},
}
next_id = 4


def paginate(items, start, size):
    return items[start:start + size]


@app.get("/books")
def list_books():
    start = request.args.get("start", default=0, type=int)
    size = request.args.get("size", default=20, type=int)
    books = sorted(BOOKS.values(), key=lambda b: b["id"])
    return jsonify(paginate(books, start, size))


@app.route("/books/<int:book_id>", methods=["GET"])
def get_book(book_id):
    book = BOOKS.get(book_id)
    if book is None:
        abort(404)
    return jsonify(book)


@app.post("/books")
def create_book():
    global next_id
    data = request.get_json(force=True)
    missing = [k for k in ("title", "author", "year") if k not in data]
    if missing:
        return jsonify({"error": f"missing fields: {', '.join(missing)}"}), 400
    book = {"id": next_id, "title": data["title"], "author": data["author"], "year": int(data["year"])}
    BOOKS[next_id] = book
    next_id += 1
    return jsonify(book), 201


@app.delete("/books/<int:book_id>")
def delete_book(book_id):
    if BOOKS.pop(book_id, None) is None:
        abort(404)
    return "", 204


if __name__ == "__main__":
    app.run(debug=True)
