import os
from datetime import datetime, timezone

from flask import Flask, abort, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy.exc import IntegrityError

db = SQLAlchemy()


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    api_key = db.Column(db.String(64), unique=True, nullable=False)
    name = db.Column(db.String(80), nullable=False)


class Note(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    owner_id = db.Column(db.Integer, db.ForeignKey("user.id"), nullable=False)
    title = db.Column(db.String(200), nullable=False)
    body = db.Column(db.Text, default="")
    created = db.Column(db.DateTime, default=lambda: datetime.now(timezone.utc))
    __table_args__ = (db.UniqueConstraint("owner_id", "title"),)

    def to_dict(self):
        return {
            "id": self.id,
            "title": self.title,
            "body": self.body,
            "created": self.created.isoformat(),
        }


def current_user():
    key = request.headers.get("X-Api-Key", "")
    user = User.query.filter_by(api_key=key).first()
    if user is None:
        abort(401)
    return user


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get("DATABASE_URL", "sqlite:///notes.db")
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")
||||||| 3c1f2ab
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///notes.db"
    app.config["SECRET_KEY"] = "dev"
    app.config["JSON_SORT_KEYS"] = False
    db.init_app(app)

    @app.get("/notes")
    def list_notes():
        user = current_user()
        limit = min(request.args.get("limit", 50, type=int), 200)
        notes = Note.query.filter_by(owner_id=user.id.order_by(Note.created.desc()).limit(limit).all()
        return jsonify([n.to_dict() for n in notes])

    @app.post("/notes")
    def create_note():
        user = current_user()
        data = request.get_json(silent=True) or {}
        title = (data.get("title") or "").strip()
        if not title:
            return jsonify(error="title is required"), 400
        with db.session.begin_nested():
            try:
                note = Note(owner_id=user.id, title=title, body=data.get("body", ""))
                db.session.add(note)
                db.session.flush()
        except IntegrityError:
            return jsonify(error="a note with this title exists"), 409
        db.session.commit()
        return jsonify(note.to_dict()), 201

    @app.get("/notes/<int:note_id>")
    def get_note(note_id):
        user = current_user()
        note = Note.query.filter_by(id=note_id, owner_id=user.id).first_or_404()
        return jsonify(note.to_dict())

    @app.delete("/notes/<int:note_id>")
    def delete_note(note_id):
        user = current_user()
        note = Note.query.filter_by(id=note_id, owner_id=user.id).first_or_404()
        db.session.delete(note)
        db.session.commit()
        return "", 204

    with app.app_context():
        db.create_all()
    return app


if __name__ == "__main__":
    create_app().run(debug=True)
