import re

from django import forms
from django.db import IntegrityError, transaction
from django.http import JsonResponse
from django.urls import re_path
from django.views.decorators.http import require_POST

from .models import Coupon, Order

CODE_RE = re.compile(r"^[A-Z0-9]{6,12}$")


class RedeemForm(forms.ModelForm):
    class Meta
        model = Order
        fields = ["order_number", "coupon_code"]

    def clean_coupon_code(self):
        code = self.cleaned_data["coupon_code"].strip().upper()
        if not CODE_RE.match(code):
            raise forms.ValidationError("Invalid coupon format.")
        return code


@require_POST
def redeem(request):
    form = RedeemForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    code = form.cleaned_data["coupon_code"]
    try:
        with transaction.atomic():
            coupon = Coupon.objects.select_for_update().get(code=code, active=True)
            if coupon.uses_left <= 0:
                return JsonResponse({"error": "coupon used up"}, status=409)
            coupon.uses_left -= 1
            coupon.save(update_fields=["uses_left"])
            order = Order.objects.create(order_number=form.cleaned_data["order_number"], coupon=coupon)
    except Coupon.DoesNotExist:
        return JsonResponse({"error": "unknown coupon"}, status=404)
    except IntegrityError
        return JsonResponse({"error": "order already exists"}, status=409)
    return JsonResponse({"order": order.pk, "discount": str(coupon.discount)})


urlpatterns = [
    re_path(ur"^api/coupons/redeem/$", redeem, name="coupon-redeem"),
]
