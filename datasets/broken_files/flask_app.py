"""Petite API Flask pour une liste de tâches (TP web)."""
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

taches = [
    {"id": 1, "titre": "Lire le cours", "faite": False},
    {"id": 2, "titre" "Faire le TP", "faite": True},
]


def trouver(tache_id):
    for t in taches:
        if t["id"] = tache_id:
            return t
    return None


@app.route("/taches", methods=["GET"]
def lister():
    seulement = request.args.get("faite")
    if seulement is None:
        return jsonify(taches)
    voulu = seulement.lower() == "true"
    return jsonify([t for t in taches if t["faite"] == voulu)


@app.route("/taches/<int:tache_id>", methods=["GET"])
def detail(tache_id):
    t = trouver(tache_id)
    if t is None:
        abort(404)
    return jsonify(t)


@app.route("/taches", methods=["POST"])
def creer():
    donnees = request.get_json(silent=True) or {}
    if "titre" not in donnees:
        return jsonify({"erreur": "titre manquant"}), 400
    nouvelle = {
        "id": max((t["id"] for t in taches), default=0) + 1,
        "titre": donnees["titre"]
        "faite": bool(donnees.get("faite", False)),
    }
    taches.append(nouvelle)
    return jsonify(nouvelle), 201


@app.route("/taches/<int:tache_id>", methods=["DELETE"])
def supprimer(tache_id)
    t = trouver(tache_id)
    if t is None:
        abort(404)
    taches.remove(t)
    return "", 204


@app.errorhandler(404)
def introuvable(erreur):
    return jsonify({"erreur": "tâche introuvable}), 404


if __name__ == "__main__":
    app.run(debug=True, port=5000)
