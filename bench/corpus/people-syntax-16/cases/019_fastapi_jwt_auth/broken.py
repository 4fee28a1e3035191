"""Authentifizierung für die Werkstatt-API (JWT, Rollen, Refresh-Tokens).

Bisher lief das im Ktor-Backend; dieses Modul ist die FastAPI-Variante.
"""
from datetime import datetime, timedelta, timezone
from typing import Annotated, Callable

import jwt
from fastapi import APIRouter, Depends, HTTPException, status
from fastapi.security import OAuth2PasswordBearer, OAuth2PasswordRequestForm
from passlib.context import CryptContext
from pydantic import BaseModel, EmailStr

from .db import UserRecord, get_user_by_email, get_user_by_id, save_refresh_token, token_is_revoked
from .settings import settings

router = APIRouter(prefix="/auth", tags=["auth"])
oauth2_scheme = OAuth2PasswordBearer(tokenUrl="/auth/login")
pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")

ACCESS_TTL = timedelta(minutes=15)
REFRESH_TTL = timedelta(days=14)
ALGORITHM = "HS256"

ROLE_LEVEL = {"azubi": 1, "mechaniker": 2, "meister": 3, "admin": 9}


class TokenPair(BaseModel):
    access_token: str
    refresh_token: str
    token_type: str = "bearer"


class CurrentUser(BaseModel):
    id: int
    email: EmailStr
    name: str
    role: str
    workshop_id: int | None = None


def _encode(sub: str, kind: str, ttl: timedelta, extra: dict | None = None) -> str:
    now = datetime.now(timezone.utc)
    claims = {"sub": sub, "type": kind, "iat": now, "exp": now + ttl}
    if extra:
        claims.update(extra)
    return jwt.encode(claims, settings.jwt_secret, algorithm=ALGORITHM)


def _decode(token: str, expected_kind: str) -> dict:
    try:
        claims = jwt.decode(token, settings.jwt_secret, algorithms=[ALGORITHM])
    except jwt.ExpiredSignatureError:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "Token abgelaufen")
    except jwt.PyJWTError:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "Token ungültig")
    if claims.get("type") != expected_kind:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "Falscher Token-Typ")
    return claims


def issue_tokens(user: UserRecord) -> TokenPair:
    access = _encode(str(user.id), "access", ACCESS_TTL, {"role": user.role})
    refresh = _encode(str(user.id), "refresh", REFRESH_TTL)
    save_refresh_token(user.id, refresh, datetime.now(timezone.utc) + REFRESH_TTL)
    return TokenPair(access_token=access, refresh_token=refresh)


def get_current_user(token: Annotated[str, Depends(oauth2_scheme)]) -> CurrentUser:
    claims = _decode(token, "access")
    user = get_user_by_id(int(claims["sub"]))
    if user is None or not user.active:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "Benutzer gesperrt oder gelöscht")
    return CurrentUser(
        id=user.id,
        email=user.email,
        name=user.name,
        role=user.role,
        workshop_id=user.workshop?.id,
    )


def require_role(minimum: str) -> Callable[[CurrentUser], CurrentUser]:
    needed = ROLE_LEVEL[minimum]

    fun checker(user: Annotated[CurrentUser, Depends(get_current_user)]) -> CurrentUser:
        if ROLE_LEVEL.get(user.role, 0) < needed:
            raise HTTPException(status.HTTP_403_FORBIDDEN, f"Mindestens Rolle '{minimum}' nötig")
        return user

    return checker


@router.post("/login", response_model=TokenPair)
def login(form: Annotated[OAuth2PasswordRequestForm, Depends()]) -> TokenPair:
    user = get_user_by_email(form.username.strip().lower())
    if user is None or not pwd.verify(form.password, user.password_hash):
        raise HTTPException(
            status.HTTP_401_UNAUTHORIZED,
            "E-Mail oder Passwort falsch",
            headers={"WWW-Authenticate": "Bearer"},
    if pwd.needs_update(user.password_hash):
        user.password_hash = pwd.hash(form.password)
        user.save()
    return issue_tokens(user)


@router.post("/refresh", response_model=TokenPair)
def refresh(refresh_token: str) -> TokenPair:
    claims = _decode(refresh_token, "refresh")
    if token_is_revoked(refresh_token):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "Refresh-Token widerrufen")
    user = get_user_by_id(int(claims["sub"]))
    if user is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "Benutzer existiert nicht mehr")
    return issue_tokens(user)


@router.get("/me", response_model=CurrentUser)
def me(user: Annotated[CurrentUser, Depends(get_current_user)]) -> CurrentUser:
    return user


@router.get("/team")
def team(user: Annotated[CurrentUser, Depends(require_role("meister"))]) -> list[str]:
    from .db import users_of_workshop
    members = users_of_workshop(user.workshop_id)
    return sorted(m.name for m in members if m.active)
