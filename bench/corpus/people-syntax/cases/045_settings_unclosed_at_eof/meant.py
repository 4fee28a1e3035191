import os

BASE_DIR = os.path.dirname(os.path.abspath(__file__))
DEBUG = os.environ.get("DEBUG", "0") == "1"
SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only")
ALLOWED_HOSTS = ["localhost", "127.0.0.1", "api.example.com"]

DATABASE = {
    "engine": "postgres",
    "name": os.environ.get("DB_NAME", "app"),
    "user": os.environ.get("DB_USER", "app"),
    "host": os.environ.get("DB_HOST", "localhost"),
    "port": int(os.environ.get("DB_PORT", "5432")),
}

LOGGING = {
    "version": 1,
    "handlers": {
        "console": {"class": "logging.StreamHandler", "level": "DEBUG" if DEBUG else "INFO"},
    },
    "root": {"handlers": ["console"], "level": "INFO"},
}
