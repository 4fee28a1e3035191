import csv
import json
import logging
from decimal import Decimal, InvalidOperation

from django.contrib import messages
from django.contrib.auth.decorators import login_required, permission_required
from django.core.paginator import Paginator
from django.db import transaction
from django.db.models import Count, Q, Sum
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from .forms import OrderFilterForm, OrderNoteForm
from .models import Order, OrderItem, Product

logger = logging.getLogger(__name__)

PAGE_SIZE = 25


def _filtered_orders(request):
    qs = Order.objects.select_related("customer__user").annotate(n_items=Count("items"))
    form = OrderFilterForm(request.GET or None)
    if form.is_valid():
        data = form.cleaned_data
        if data.get("status"):
            qs = qs.filter(status=data["status"])
        if data.get("q"):
            q = data["q"].strip()
            qs = qs.filter(Q(number__icontains=q) | Q(customer__user__email__icontains=q))
        if data.get("date_from"):
            qs = qs.filter(created_at__date__gte=data["date_from"])
        if data.get("date_to"):
            qs = qs.filter(created_at__date__lte=data["date_to"])
    return qs.order_by("-created_at"), form


@login_required
@permission_required("shop.view_order", raise_exception=True)
@require_GET
def list_orders(request):
    orders, form = _filtered_orders(request)
    page = Paginator(orders, PAGE_SIZE).get_page(request.GET.get("page"))
    totals = orders.aggregate(revenue=Sum("items__unit_price"), count=Count("id"))
    return render(request, "shop/orders/list.html", {"page": page, "form": form, "totals": totals})


@login_required
@permission_required("shop.view_order", raise_exception=True)
def order_detail(request, number):
    order = get_object_or_404(
        Order.objects.select_related("customer__user", "shipping_address").prefetch_related("items__product"),
        number=number,
    )
    note_form = OrderNoteForm(instance=order)
    return render(request, "shop/orders/detail.html", {"order": order, "note_form": note_form})


@login_required
@permission_required("shop.change_order", raise_exception=True)
@require_http_methods(["POST"])
def update_note(request, number):
    order = get_object_or_404(Order, number=number)
    form = OrderNoteForm(request.POST, instance=order)
    if form.is_valid():
        form.save()
        messages.success(request, "Note saved.")
    else:
        messages.error(request, "Could not save the note: " + "; ".join(form.errors.get("note", [])))
    return redirect("shop:order-detail", number=number)


@login_required
@permission_required("shop.change_order", raise_exception=True)
@require_POST
def cancel_order(request, number):
    with transaction.atomic():
        order = get_object_or_404(Order.objects.select_for_update(), number=number)
        if order.status in (Order.Status.SHIPPED, Order.Status.CANCELLED):
            messages.warning(request, f"Order {number} is {order.get_status_display().lower()} and cannot be cancelled.")
            return redirect("shop:order-detail", number=number)
        order.status = Order.Status.CANCELLED
        # give the reserved stock back
        for item in order.items.select_related("product"):
            Product.objects.filter(pk=item.product_id).update(reserved=item.product.reserved - item.quantity)
        order.save(update_fields=["status", "updated_at"])
    logger.info("order %s cancelled by %s", number, request.user.username)
    messages.success(request, f"Order {number} cancelled.")
    return redirect("shop:order-list")


@login_required
@permission_required("shop.view_order", raise_exception=True)
def export_orders_csv(request):
    orders, _ = _filtered_orders(request)
    stamp = timezone.localtime().strftime("%Y%m%d-%H%M")
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="orders-{stamp}.csv"'
    response.write("\ufeff")  # Excel wants the BOM
    writer = csv.writer(response, delimiter=";")
    writer.writerow(["number", "created", "customer", "status", "items", "total"])
    for o in orders.iterator(chunk_size=500):
        writer.writerow([o.number, timezone.localtime(o.created_at).strftime("%Y-%m-%d %H:%M"),
                         o.customer.user.email, o.get_status_display(), o.n_items, o.total])
    return response


# ---- small JSON endpoints for the dashboard widgets -----------------------

@login_required
@require_GET
def api_order_summary(request, number):
    order = get_object_or_404(Order.objects.prefetch_related("items__product"), number=number)
    data = {
        "number": order.number,
        "status": order.status,
        "total": str(order.total),
        "items": [
            {"sku": i.product.sku, "name": i.product.name, "qty": i.quantity, "price": str(i.unit_price)}
            for i in order.items.all()
        ],
    }
    return JsonResponse(data)


@login_required
@require_POST
def api_adjust_price(request, number, item_id):
    try:
        payload = json.loads(request.body)
        new_price = Decimal(str(payload["unit_price"]))
    except (ValueError, KeyError, InvalidOperation):
        return HttpResponseBadRequest("expected JSON body with unit_price")
    if new_price < 0:
        return JsonResponse({"error": "price must not be negative"}, status=400)
    item = get_object_or_404(OrderItem, pk=item_id, order__number=number)
    if item.order.status != Order.Status.DRAFT:
        return JsonResponse({"error": "only draft orders can be changed"}, status=409)
    old = item.unit_price
    item.unit_price = new_price
    item.save(update_fields=["unit_price"])
    logger.info("price of %s on %s changed %s -> %s by %s", item.product.sku, number, old, new_price, request.user)
    return JsonResponse({"id": item.pk, "unit_price": str(item.unit_price), "line_total": str(item.line_total)})
