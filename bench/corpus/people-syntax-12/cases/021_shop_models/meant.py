from decimal import Decimal

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MinValueValidator
from django.db import models
from django.db.models import F, Q, Sum
from django.urls import reverse
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext_lazy as _


class TimeStampedModel(models.Model):
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True


class Category(TimeStampedModel):
    name = models.CharField(_("name"), max_length=120, unique=True)
    slug = models.SlugField(max_length=140, unique=True, blank=True)
    parent = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        related_name="children",
        on_delete=models.SET_NULL,
    )

    class Meta:
        verbose_name_plural = _("categories")
        ordering = ["name"]

    def __str__(self):
        return self.name

    def save(self, *args, **kwargs):
        if not self.slug:
            self.slug = slugify(self.name)[:140]
        super().save(*args, **kwargs)


class ProductQuerySet(models.QuerySet):
    def active(self):
        return self.filter(is_active=True, category__isnull=False)

    def in_stock(self):
        return self.filter(stock__gt=F("reserved"))

    def search(self, term):
        return self.filter(Q(name__icontains=term) | Q(sku__iexact=term))


class Product(TimeStampedModel):
    sku = models.CharField(max_length=32, unique=True)
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=220, unique=True)
    category = models.ForeignKey(Category, null=True, on_delete=models.SET_NULL, related_name="products")
    description = models.TextField(blank=True)
    price = models.DecimalField(max_digits=10, decimal_places=2, validators=[MinValueValidator(Decimal("0.00"))])
    vat_rate = models.DecimalField(max_digits=4, decimal_places=2, default=Decimal("0.21"))
    stock = models.PositiveIntegerField(default=0)
    reserved = models.PositiveIntegerField(default=0)
    is_active = models.BooleanField(default=True)

    objects = ProductQuerySet.as_manager()

    class Meta:
        ordering = ["name"]
        indexes = [models.Index(fields=["category", "is_active"])]
        constraints = [
            models.CheckConstraint(check=Q(reserved__lte=F("stock")), name="reserved_lte_stock"),
        ]

    def __str__(self):
        return f"{self.name} ({self.sku})"

    def get_absolute_url(self):
        return reverse("shop:product-detail", kwargs={"slug": self.slug})

    @property
    def available(self):
        return max(self.stock - self.reserved, 0)

    @property
    def price_incl_vat(self):
        return (self.price * (1 + self.vat_rate)).quantize(Decimal("0.01"))


class Customer(TimeStampedModel):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="customer")
    phone = models.CharField(max_length=32, blank=True)
    vat_number = models.CharField(max_length=20, blank=True)
    default_address = models.ForeignKey(
        "Address", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    def __str__(self):
        return self.user.get_full_name() or self.user.email


class Address(models.Model):
    customer = models.ForeignKey(Customer, on_delete=models.CASCADE, related_name="addresses")
    line1 = models.CharField(max_length=200)
    line2 = models.CharField(max_length=200, blank=True)
    postcode = models.CharField(max_length=12)
    city = models.CharField(max_length=100)
    country = models.CharField(max_length=2, default="NL")

    def __str__(self):
        return f"{self.line1}, {self.postcode} {self.city}"


class Order(TimeStampedModel):
    class Status(models.TextChoices):
        DRAFT = "draft", _("Draft")
        PLACED = "placed", _("Placed")
        PAID = "paid", _("Paid")
        SHIPPED = "shipped", _("Shipped")
        CANCELLED = "cancelled", _("Cancelled")

    number = models.CharField(max_length=20, unique=True, editable=False)
    customer = models.ForeignKey(Customer, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.DRAFT)
    shipping_address = models.ForeignKey(Address, null=True, on_delete=models.SET_NULL)
    placed_at = models.DateTimeField(null=True, blank=True)
    paid_at = models.DateTimeField(null=True, blank=True)
    note = models.TextField(blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["status", "created_at"], name="order_status_created_idx"),
            models.Index(fields=["customer", "-created_at"], name="order_customer_recent_idx"),
            models.Index(fields=["paid_at"], name="order_paid_at_idx", condition=Q(paid_at__isnull=False)),
        ]

    def __str__(self):
        return self.number or f"Order #{self.pk}"

    def save(self, *args, **kwargs):
        if not self.number:
            today = timezone.localdate()
            count = Order.objects.filter(created_at__date=today).count() + 1
            self.number = f"{today:%Y%m%d}-{count:04d}"
        super().save(*args, **kwargs)

    def clean(self):
        if self.status in {self.Status.PAID, self.Status.SHIPPED} and not self.placed_at:
            raise ValidationError({"status": _("An order must be placed before it is paid or shipped.")})

    @property
    def total(self):
        agg = self.items.aggregate(t=Sum(F("unit_price") * F("quantity")))
        return agg["t"] or Decimal("0.00")

    def mark_paid(self):
        self.status = self.Status.PAID
        self.paid_at = timezone.now()
        self.save(update_fields=["status", "paid_at", "updated_at"])


class OrderItem(models.Model):
    order = models.ForeignKey(Order, on_delete=models.CASCADE, related_name="items")
    product = models.ForeignKey(Product, on_delete=models.PROTECT, related_name="+")
    quantity = models.PositiveIntegerField(default=1, validators=[MinValueValidator(1)])
    # price is copied at the moment the item is added, so later price changes don't touch old orders
    unit_price = models.DecimalField(max_digits=10, decimal_places=2)

    class Meta:
        unique_together = [("order", "product")]

    def __str__(self):
        return f"{self.quantity} x {self.product.sku}"

    def save(self, *args, **kwargs):
        if self.unit_price is None:
            self.unit_price = self.product.price
        super().save(*args, **kwargs)

    @property
    def line_total(self):
        return self.unit_price * self.quantity
