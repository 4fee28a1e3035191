from flask import Flask, abort, jsonify, request

app = Flask(__name__)

NOTES = {
    1: {"title": "groceries", "body": "milk, eggs", "tags": ["home"]},
    2: {"title": "standup", "body": "demo the export", "tags": ["work"]},
}


def public(note_id, note):
    return {"id": note_id, **{k: v for k, v in note.items() if k != "body"}}


@app.get("/notes")
def list_notes():
    tag = request.args.get("tag")
    items = [public(i, n) for i, n in NOTES.items() if tag is None or tag in n["tags"]]
    return jsonify(items)


@app.route("/notes/<int:note_id>", methods=["GET", "PUT"])
def note_detail(note_id):
    note = NOTES.get(note_id)
    if note is None:
        abort(404)
    if request.method == "PUT":
        data = request.get_json(force=True)
        note.update({k: data[k] for k in ("title", "body", "tags") if k in data})
    return jsonify({"id": note_id, **note})


@app.get("/tags")
def tag_counts():
    counts = {}
    for note in NOTES.values():
        for t in note["tags"]:
            counts[t] = counts.get(t, 0) + 1
    return jsonify({tag: n for tag, n in sorted(counts.items())})


if __name__ == "__main__":
    app.run(debug=True)
