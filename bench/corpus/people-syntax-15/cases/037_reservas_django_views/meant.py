"""Vistas de la app ``reservas`` (salas de reuniones de la coworking).

Desde la 2.4 todas las vistas son basadas en clases; las funciones que quedan
(``disponibilidad_json`` y ``cancelar``) son endpoints pequeños que usa el calendario JS.
"""
from __future__ import annotations

import datetime as dt
import logging

from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin, UserPassesTestMixin
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Count, Q
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect
from django.urls import reverse, reverse_lazy
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST
from django.views.generic import CreateView, DetailView, ListView, TemplateView

from .forms import FiltroReservasForm, ReservaForm
from .models import Reserva, Sala
from .notificaciones import avisar_cancelacion, avisar_confirmacion

logger = logging.getLogger(__name__)

HORA_APERTURA = dt.time(8, 0)
HORA_CIERRE = dt.time(21, 0)


class PanelView(LoginRequiredMixin, TemplateView):
    template_name = "reservas/panel.html"

    def get_context_data(self, **kwargs):
        contexto = super().get_context_data(**kwargs)
        ahora = timezone.now()
        mias = Reserva.objects.filter(usuario=self.request.user, fin__gte=ahora).select_related("sala")
        contexto.update(
            {
                "proximas": mias.order_by("inicio")[:5],
                "total_mes": Reserva.objects.filter(
                    usuario=self.request.user,
                    inicio__year=ahora.year,
                    inicio__month=ahora.month,
                ).count(),
                "salas_libres": Sala.objects.libres_entre(ahora, ahora + dt.timedelta(hours=1)),
            }
        )
        return contexto


class ReservaListView(LoginRequiredMixin, ListView):
    model = Reserva
    paginate_by = 20
    template_name = "reservas/lista.html"
    context_object_name = "reservas"

    def get_queryset(self):
        qs = Reserva.objects.select_related("sala", "usuario").order_by("-inicio")
        if not self.request.user.is_staff:
            qs = qs.filter(usuario=self.request.user)
        self.filtro = FiltroReservasForm(self.request.GET or None)
        if self.filtro.is_valid():
            datos = self.filtro.cleaned_data
            if datos.get("sala"):
                qs = qs.filter(sala=datos["sala"])
            if datos.get("desde"):
                qs = qs.filter(inicio__date__gte=datos["desde"])
            if datos.get("hasta"):
                qs = qs.filter(inicio__date__lte=datos["hasta"])
            if datos.get("texto"):
                qs = qs.filter(Q(titulo__icontains=datos["texto"]) | Q(sala__nombre__icontains=datos["texto"]))
        return qs

    def get_context_data(self, **kwargs):
        contexto = super().get_context_data(**kwargs)
        contexto["filtro"] = self.filtro
        contexto["por_sala"] = self.get_queryset().values("sala__nombre").annotate(n=Count("id")).order_by("-n")
        return contexto


class ReservaDetailView(LoginRequiredMixin, UserPassesTestMixin, DetailView):
    model = Reserva
    template_name = "reservas/detalle.html"

    def test_func(self):
        reserva = self.get_object()
        return self.request.user.is_staff or reserva.usuario_id == self.request.user.id


class ReservaCreateView(LoginRequiredMixin, CreateView):
    model = Reserva
    form_class = ReservaForm
    template_name = "reservas/nueva.html"

    def get_initial(self):
        inicial = super().get_initial()
        if sala_id := self.request.GET.get("sala"):
            inicial["sala"] = sala_id
        if inicio := self.request.GET.get("inicio"):
            inicial["inicio"] = inicio
        return inicial

    def get_form_kwargs(self):
        kwargs = super().get_form_kwargs()
        kwargs["usuario"] = self.request.user
        return kwargs

    def form_valid(self, form):
        reserva = form.save(commit=False)
        reserva.usuario = self.request.user
        if not (HORA_APERTURA <= reserva.inicio.time() and reserva.fin.time() <= HORA_CIERRE):
            form.add_error(None, _("El espacio abre de 8:00 a 21:00."))
            return self.form_invalid(form)
        try:
            with transaction.atomic():
                Sala.objects.select_for_update().get(pk=reserva.sala_id)
                reserva.full_clean()
                reserva.save()
        except ValidationError as exc:
            form.add_error(None, exc)
            return self.form_invalid(form)
        self.object = reserva
        avisar_confirmacion(reserva)
        messages.success(self.request, _("Reserva confirmada: %(sala)s, %(dia)s") % {
            "sala": reserva.sala.nombre,
            "dia": reserva.inicio.strftime("%d/%m %H:%M"),
        })
        logger.info("reserva %s creada por %s", reserva.pk, self.request.user)
        return redirect(self.get_success_url())

    def get_success_url(self):
        return reverse("reservas:detalle", kwargs={"pk": self.object.pk})


class OcupacionView(LoginRequiredMixin, UserPassesTestMixin, TemplateView):
    """Informe de ocupación por sala de las últimas semanas (solo personal)."""

    template_name = "reservas/ocupacion.html"
    semanas = 4

    def test_func(self):
        return self.request.user.is_staff

    def get_context_data(self, **kwargs):
        contexto = super().get_context_data(**kwargs)
        desde = timezone.localdate() - dt.timedelta(weeks=self.semanas)
        horas_abiertas = self.semanas * 5 * 13  # lunes a viernes, 8 a 21
        filas = []
        for sala in Sala.objects.filter(activa=True).order_by("nombre"):
            reservas = sala.reservas.filter(inicio__date__gte=desde, cancelada=False)
            horas = sum((r.fin - r.inicio).total_seconds() for r in reservas) / 3600
            filas.append({"sala": sala, "horas": round(horas, 1), "porcentaje": round(100 * horas / horas_abiertas)})
        contexto["filas"] = sorted(filas, key=lambda f: f["porcentaje"], reverse=True)
        contexto["desde"] = desde
        return contexto


@require_GET
def disponibilidad_json(request: HttpRequest, sala_id: int) -> JsonResponse:
    """Huecos ocupados de una sala para un día (lo pinta el calendario de la portada)."""
    sala = get_object_or_404(Sala, pk=sala_id, activa=True)
    try:
        dia = dt.date.fromisoformat(request.GET.get("dia", ""))
    except ValueError:
        dia = timezone.localdate()
    ocupadas = (
        Reserva.objects.filter(sala=sala, inicio__date=dia, cancelada=False)
        .order_by("inicio")
        .values_list("inicio", "fin", "titulo")
    )
    return JsonResponse(
        {
            "sala": sala.nombre,
            "dia": dia.isoformat(),
            "ocupado": [
                {"inicio": i.isoformat(), "fin": f.isoformat(), "titulo": t if request.user.is_staff else ""}
                for i, f, t in ocupadas
            ],
        }
    )


@require_POST
def cancelar(request: HttpRequest, pk: int) -> HttpResponse:
    reserva = get_object_or_404(Reserva, pk=pk)
    if reserva.usuario_id != request.user.id and not request.user.is_staff:
        messages.error(request, _("No puedes cancelar reservas de otras personas."))
        return redirect("reservas:lista")
    if reserva.inicio <= timezone.now():
        messages.warning(request, _("La reserva ya empezó; no se puede cancelar."))
        return redirect("reservas:detalle", pk=pk)
    reserva.cancelada = True
    reserva.save(update_fields=["cancelada"])
    avisar_cancelacion(reserva, por=request.user)
    messages.success(request, _("Reserva cancelada."))
    return redirect(reverse_lazy("reservas:lista"))
