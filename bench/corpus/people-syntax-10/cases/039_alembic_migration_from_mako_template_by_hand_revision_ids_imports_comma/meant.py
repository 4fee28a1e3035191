"""add loyalty points to customers

Revision ID: 4b1c9e2d7a10
Revises: 91d0f3a6c2b4
Create Date: 2024-05-21 14:02:11.318402

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '4b1c9e2d7a10'
down_revision = '91d0f3a6c2b4'
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "customers",
        sa.Column("loyalty_points", sa.Integer(), nullable=False, server_default="0"),
    )
    op.create_table(
        "loyalty_events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("customer_id", sa.Integer(), sa.ForeignKey("customers.id", ondelete="CASCADE"), nullable=False),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("reason", sa.String(length=200), nullable=False, server_default=""),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    )
    op.create_index("ix_loyalty_events_customer_id", "loyalty_events", ["customer_id"])


def downgrade() -> None:
    op.drop_index("ix_loyalty_events_customer_id", table_name="loyalty_events")
    op.drop_table("loyalty_events")
    op.drop_column("customers", "loyalty_points")
