"""confiture.loader — configuration en couches pour nos services.

Ordre de priorité (le dernier gagne) :

1. valeurs par défaut des dataclasses ;
2. fichier TOML (``/etc/<app>/config.toml`` puis ``./config.toml``) ;
3. variables d'environnement ``<APP>__SECTION__CLE`` (double tiret bas) ;
4. surcharges passées en ligne de commande (``--set section.cle=valeur``).

Les valeurs sont converties selon l'annotation du champ (bool, int, float, Path,
Enum, list[str]). Une erreur de conversion lève ``ConfigError`` avec le chemin complet
de la clé, pour que l'exploitation sache quoi corriger.
"""
from __future__ import annotations

import dataclasses
import enum
import logging
import os
import tomllib
import typing
from pathlib import Path
from typing import Any, Iterable, Mapping

log = logging.getLogger(__name__)

VRAI = {"1", "true", "yes", "on", "oui", "vrai"}
FAUX = {"0", "false", "no", "off", "non", "faux"}


class ConfigError(ValueError):
    def __init__(self, chemin: str, message: str):
        super().__init__(f"{chemin}: {message}")
        self.chemin = chemin


class Niveau(enum.Enum):
    DEBUG = "debug"
    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


class Source(enum.Enum):
    DEFAUT = "défaut"
    FICHIER = "fichier"
    ENV = "env"
    CLI = "cli"


@dataclasses.dataclass
class BaseDeDonnees:
    url: str = "postgresql://localhost/app"
    taille_pool: int = 5
    timeout: float = 10.0
    echo_sql: bool = False


@dataclasses.dataclass
class Journal:
    niveau: Niveau = Niveau.INFO
    fichier: Path | None = None
    json: bool = False


@dataclasses.dataclass
class Serveur:
    hote: str = "127.0.0.1"
    port: int = 8080
    origines_cors: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Config:
    bdd: BaseDeDonnees = dataclasses.field(default_factory=BaseDeDonnees)
    journal: Journal = dataclasses.field(default_factory=Journal)
    serveur: Serveur = dataclasses.field(default_factory=Serveur)
    provenance: dict[str, Source] = dataclasses.field(default_factory=dict, repr=False)


def _convertir(valeur: Any, type_: Any, chemin: str) -> Any:
    """Convertit ``valeur`` (souvent une chaîne venue de l'environnement) vers ``type_``."""
    origine = typing.get_origin(type_)
    if origine is typing.Union or origine is getattr(__import__("types"), "UnionType", None):
        args = [a for a in typing.get_args(type_) if a is not type(None)]
        if valeur is None or (isinstance(valeur, str) and valeur.strip().lower() in {"", "none", "null"}):
            return None
        return _convertir(valeur, args[0], chemin)
    if origine is list:
        (interne,) = typing.get_args(type_)
        if isinstance(valeur, str):
            valeur = [v.strip() for v in valeur.split(",") if v.strip()]
        return [_convertir(v, interne, f"{chemin}[{i}]") for i, v in enumerate(valeur)]
    match type_:
        case type() if type_ is bool:
            if isinstance(valeur, bool):
                return valeur
            texte = str(valeur).strip().lower()
            if texte in VRAI:
                return True
            if texte in FAUX:
                return False
            raise ConfigError(chemin, f"booléen attendu, reçu {valeur!r}")
        case type() if issubclass(type_, enum.Enum):
            try:
                return type_(valeur)
            except ValueError:
                choix = ", ".join(m.value for m in type_)
                raise ConfigError(chemin, f"valeur {valeur!r} inconnue (choix : {choix})") from None
        case type() if type_ in (int, float, str, Path):
            try:
                return type_(valeur)
            except (TypeError, ValueError) as exc:
                raise ConfigError(chemin, f"{type_.__name__} attendu, reçu {valeur!r}") from exc
        case _:
            return valeur


def _types_des_champs(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _appliquer(config: Config, section: str, cle: str, valeur: Any, source: Source) -> None:
    chemin = f"{section}.{cle}"
    bloc = getattr(config, section, None)
    if bloc is None or not dataclasses.is_dataclass(bloc):
        raise ConfigError(chemin, "section inconnue")
    types = _types_des_champs(type(bloc))
    if cle not in types:
        raise ConfigError(chemin, "clé inconnue")
    setattr(bloc, cle, _convertir(valeur, types[cle], chemin))
    config.provenance[chemin] = source


def _depuis_fichier(config: Config, chemin: Path) -> None:
    with chemin.open("rb") as fh:
        try:
            donnees = tomllib.load(fh)
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(str(chemin), f"TOML invalide : {exc}") from exc
    for section, valeurs in donnees.items():
        if not isinstance(valeurs, Mapping):
            raise ConfigError(f"{chemin}:{section}", "une table TOML est attendue")
        for cle, valeur in valeurs.items():
            _appliquer(config, section, cle, valeur, Source.FICHIER)


def _depuis_env(config: Config, prefixe: str, environ: Mapping[str, str]) -> None:
    debut = prefixe.upper() + "__"
    for nom, valeur in sorted(environ.items()):
        if not nom.startswith(debut):
            continue
        morceaux = nom[len(debut):].lower().split("__")
        if len(morceaux) != 2:
            log.warning("variable %s ignorée (format attendu %sSECTION__CLE)", nom, debut)
            continue
        section, cle = morceaux
        _appliquer(config, section, cle, valeur, Source.ENV)


def _depuis_cli(config: Config, surcharges: Iterable[str]) -> None:
    for brut in surcharges:
        chemin, sep, valeur = brut.partition("=")
        if not sep or "." not in chemin:
            raise ConfigError(brut, "format attendu section.cle=valeur")
        section, cle = chemin.split(".", 1)
        _appliquer(config, section.strip(), cle.strip(), valeur, Source.CLI)


def fichiers_candidats(app: str) -> list[Path]:
    return [Path("/etc") / app / "config.toml", Path.cwd() / "config.toml"]


def charger(
    app: str,
    *,
    fichiers: Iterable[Path] | None = None,
    environ: Mapping[str, str] | None = None,
    surcharges: Iterable[str] = (),
) -> Config:
    """Construit la configuration complète de ``app``.

    Les fichiers absents sont ignorés silencieusement ; un fichier présent mais invalide
    est une erreur (on préfère refuser de démarrer que démarrer à moitié configuré).
    """
    config = Config()
    for chemin in fichiers if fichiers is not None else fichiers_candidats(app):
        if chemin.is_file():
            log.debug("lecture de %s", chemin)
            _depuis_fichier(config, chemin)
    _depuis_env(config, app, os.environ if environ is None else environ)
    _depuis_cli(config, surcharges)
    return config


def decrire(config: Config) -> str:
    """Tableau lisible de la configuration effective, avec la provenance de chaque clé."""
    lignes = []
    for section in ("bdd", "journal", "serveur"):
        bloc = getattr(config, section)
        for champ in dataclasses.fields(bloc):
            chemin = f"{section}.{champ.name}"
            valeur = getattr(bloc, champ.name)
            if "url" in champ.name and isinstance(valeur, str) and "@" in valeur:
                # ne jamais afficher le mot de passe de la base
                valeur = valeur.split("://", 1)[0] + "://***@" + valeur.rsplit("@", 1)[1]
            source = config.provenance.get(chemin, Source.DEFAUT)
            match source:
                case Source.CLI:
                    marque = "*"
                case Source.ENV:
                    marque = "$"
                case _:
                    marque = " "
            lignes.append(f"{marque} {chemin:<28} {str(valeur):<40} [{source.value}]")
    lignes.append("(* = ligne de commande, $ = environnement)")
    return "\n".join(lignes)
