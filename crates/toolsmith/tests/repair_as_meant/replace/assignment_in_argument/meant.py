from sqlalchemy import func, select


def find_user(session, User, tenant_id, email):
    stmt = select(User).where(User.tenant_id == tenant_id, func.lower(User.email) == email.lower())
    return session.scalars(stmt).first()
