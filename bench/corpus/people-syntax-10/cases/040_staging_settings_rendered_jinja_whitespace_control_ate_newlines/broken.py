# Generated from deploy/templates/settings_env.py.j2 by deploy/render.py - do not edit.
# Environment: staging (rendered 2024-06-03 07:41 UTC)
ENVIRONMENT = "staging"
DEBUG = False
ALLOWED_HOSTS = [
    "staging.example.org",
    "admin.staging.example.org",
]CSRF_TRUSTED_ORIGINS = ["https://" + h for h in ALLOWED_HOSTS]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "shop_staging",
        "HOST": "db.staging.internal",
        "PORT": 5432,
        "CONN_MAX_AGE": 60,
    },
}

CACHE_TTL = 300  # secondsCACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://cache.staging.internal:6379/1",
        "TIMEOUT": CACHE_TTL,
    },
}

FEATURE_FLAGS = {
    "new_checkout": True,
    "gift_cards": False,
    "reviews_v2": True,
}
