# accounts/repository.py
#
# Persistence for tenants, users and API keys (SQLAlchemy 2.0 style).
# The service layer never touches Session directly - go through these repos.

from __future__ import annotations

import hashlib
import secrets
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from typing import Iterator, Optional, Sequence

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    String,
    UniqueConstraint,
    create_engine,
    func,
    select,
    update,
)
from sqlalchemy.orm import (
    DeclarativeBase,
    Mapped,
    Session,
    mapped_column,
    relationship,
    selectinload,
    sessionmaker,
)


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    pass


class Tenant(Base):
    __tablename__ = "tenants"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(63), unique=True)
    name: Mapped[str] = mapped_column(String(200))
    plan: Mapped[str] = mapped_column(String(20), default="free")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    users: Mapped[list["User"]] = relationship(back_populates="tenant", cascade="all, delete-orphan")

    __table_args__ = (CheckConstraint("plan IN ('free', 'team', 'enterprise')", name="ck_tenant_plan"),)


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    tenant_id: Mapped[int] = mapped_column(ForeignKey("tenants.id", ondelete="CASCADE"))
    email: Mapped[str] = mapped_column(String(255))
    display_name: Mapped[Optional[str]] = mapped_column(String(120))
    is_admin: Mapped[bool] = mapped_column(Boolean, default=False)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)
    last_login_at: Mapped[Optional[datetime]] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    tenant: Mapped[Tenant] = relationship(back_populates="users")
    api_keys: Mapped[list["ApiKey"]] = relationship(back_populates="user", cascade="all, delete-orphan")

    __table_args__ = (
        UniqueConstraint("tenant_id", "email", name="uq_user_tenant_email"),
        Index("ix_users_tenant_active", "tenant_id", "is_active"),
    )


class ApiKey(Base):
    __tablename__ = "api_keys"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    prefix: Mapped[str] = mapped_column(String(8), index=True)
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    label: Mapped[str] = mapped_column(String(80), default="")
    expires_at: Mapped[Optional[datetime]] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[Optional[datetime]] = mapped_column(DateTime(timezone=True))

    user: Mapped[User] = relationship(back_populates="api_keys")


engine = create_engine("postgresql+psycopg://localhost/accounts", pool_pre_ping=True)
SessionLocal = sessionmaker(engine, expire_on_commit=False)


@contextmanager
def unit_of_work() -> Iterator[Session]:
    session = SessionLocal()
    try:
        yield session
        session.commit()
    except Exception:
        session.rollback()
        raise
    finally:
        session.close()


class UserRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, user_id: int) -> Optional[User]:
        return self.session.get(User, user_id)

    def by_email(self, tenant_id: int, email: str) -> Optional[User]:
        stmt = select(User).where(User.tenant_id == tenant_id, func.lower(User.email) == email.lower())
        return self.session.scalars(stmt).one_or_none()

    def list_active(self, tenant_id: int, *, limit: int = 100, offset: int = 0) -> Sequence[User]:
        stmt = (
            select(User)
            .where(User.tenant_id == tenant_id, User.is_active.is_(True))
            .options(selectinload(User.api_keys))
            .order_by(User.email)
            .limit(limit)
            .offset(offset)
        )
        return self.session.scalars(stmt).all()

    def add(self, tenant: Tenant, email: str, display_name: str | None = None, is_admin: bool = False) -> User:
        user = User(tenant=tenant, email=email.strip(), display_name=display_name, is_admin=is_admin)
        self.session.add(user)
        self.session.flush()
        return user

    def deactivate_stale(self, tenant_id: int, days: int = 180) -> int:
        cutoff = utcnow() - timedelta(days=days)
        stmt = (
            update(User)
            .where(User.tenant_id == tenant_id, User.is_admin.is_(False), User.last_login_at < cutoff)
            .values(is_active=False)
            .execution_options(synchronize_session=False)
        )
        return self.session.execute(stmt).rowcount

    def touch_login(self, user: User) -> None:
        user.last_login_at = utcnow()


class ApiKeyRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    @staticmethod
    def _hash(raw: str) -> str:
        return hashlib.sha256(raw.encode()).hexdigest()

    def create(self, user: User, label: str = "", ttl_days: int | None = 365) -> tuple[ApiKey, str]:
        raw = "sk_" + secrets.token_urlsafe(32)
        key = ApiKey(
            user=user,
            prefix=raw[3:11],
            key_hash=self._hash(raw),
            label=label,
            expires_at=utcnow() + timedelta(days=ttl_days) if ttl_days else None,
        )
        self.session.add(key)
        self.session.flush()
        # the raw key is only ever returned here
        return key, raw

    def authenticate(self, raw: str) -> Optional[User]:
        if not raw.startswith("sk_") or len(raw) < 20:
            return None
        stmt = (
            select(ApiKey)
            .options(selectinload(ApiKey.user))
            .where(ApiKey.prefix == raw[3:11], ApiKey.key_hash == self._hash(raw))
            .where(ApiKey.revoked_at.is_(None))
        )
        key = self.session.scalars(stmt).first()
        if key is None or (key.expires_at and key.expires_at < utcnow()):
            return None
        if not key.user.is_active:
            return None
        return key.user

    def revoke_all(self, user_id: int) -> int:
        stmt = update(ApiKey).where(ApiKey.user_id == user_id, ApiKey.revoked_at.is_(None)).values(revoked_at=utcnow())
        return self.session.execute(stmt).rowcount
