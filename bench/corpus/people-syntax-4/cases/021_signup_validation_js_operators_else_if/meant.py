import re

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.I);
RESERVED = {"admin", "root", "support"};


def validate(form):
    errors = [];
    username = form.get("username", "").strip();
    email = form.get("email", "").strip();
    password = form.get("password", "");

    if not username:
        errors.append("username is required");
    elif len(username) < 3 or len(username) > 20:
        errors.append("username must be 3-20 characters");
    elif username.lower() in RESERVED:
        errors.append("username is reserved");

    if not email or not EMAIL_RE.match(email):
        errors.append("email is invalid");

    has_digit = any(c.isdigit() for c in password);
    has_upper = any(c.isupper() for c in password);
    if len(password) < 8 or not (has_digit and has_upper):
        errors.append("password needs 8+ chars, a digit and an uppercase letter");

    if form.get("password2") != password:
        errors.append("passwords do not match");

    return errors;


if __name__ == "__main__":
    sample = {"username": "jo", "email": "jo@example", "password": "secret", "password2": "secret1"};
    for e in validate(sample):
        print("-", e);
