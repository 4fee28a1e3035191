from datetime import timedelta

from django.contrib import messages
from django.contrib.auth.decorators import login_required, permission_required
from django.core.paginator import Paginator
from django.db import transaction
from django.db.models import Q
from django.http import HttpResponseBadRequest
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_POST

from .forms import ReservationForm
from .models import Book, Loan, Reservation

PAGE_SIZE = 25
LOAN_DAYS = 21


def book_list(request):
    query = request.GET.get("q", "").strip()
    books = Book.objects.order_by("title")
    if query:
        books = books.filter(Q(title__icontains=query) | Q(author__icontains=query))
    paginator = Paginator(books, per_page=20, per_page=PAGE_SIZE)
    page = paginator.get_page(request.GET.get("page"))
    return render(request, "library/book_list.html", {"page": page, "query": query})


def book_detail(request, pk):
    book = get_object_or_404(Book, pk=pk)
    loans = book.loans.filter(returned_at__isnull=True).select_related("member")
    return render(request, "library/book_detail.html", {"book": book, "loans": loans})


@login_required
@require_POST
def borrow(request, pk):
    book = get_object_or_404(Book, pk=pk)
    if book.copies_available <= 0:
        messages.error(request, "No copies left.")
        return redirect("book-detail", pk=pk)
    with transaction.atomic():
        book.copies_available -= 1
        book.save(update_fields=["copies_available"])
        loan = Loan.objects.create(
            book=book,
            member=request.user,
            due_at=timezone.now() + timedelta(days=LOAN_DAYS),
        )
    messages.success(request, f"You borrowed {book.title}.")
    return redirect(reverse("loan-detail", args=[loan.pk]))


@login_required
def reserve(request, pk):
    book = get_object_or_404(Book, pk=pk)
    form = ReservationForm(request.POST or None)
    if request.method == "POST":
        if book.copies_available
            messages.error(request, "No copies left.")
            return redirect("book-detail", pk=pk)
        if not form.is_valid():
            return HttpResponseBadRequest("invalid reservation")
        Reservation.objects.create(
            book=book,
            member=request.user,
            pickup_branch=form.cleaned_data["branch"],
        )
        messages.success(request, "Reserved. We will e-mail you when it is ready.")
        return redirect("book-detail", pk=pk)
    return render(request, "library/reserve.html", {"book": book, "form": form})


@login_required
@require_POST
def return_book(request, pk):
    loan = get_object_or_404(Loan, pk=pk, member=request.user, returned_at__isnull=True)
    with transaction.atomic():
        loan.returned_at = timezone.now()
        loan.save(update_fields=["returned_at"])
        loan.book.copies_available += 1
        loan.book.save(update_fields=["copies_available"])
    return redirect("my-loans")


@login_required
def my_loans(request):
    loans = (
        Loan.objects.filter(member=request.user)
        .select_related("book")
        .order_by("returned_at", "due_at")
    )
    now = timezone.now()
    return render(request, "library/my_loans.html", {"loans": loans, "now": now})


@permission_required("library.view_loan")
def overdue(request):
    loans = Loan.objects.filter(returned_at__isnull=True, due_at__lt=timezone.now())
    paginator = Paginator(loans.select_related("book", "member"), per_page=PAGE_SIZE)
    page = paginator.get_page(request.GET.get("page"))
    return render(request, "library/overdue.html", {"page": page})


@login_required
@permission_required("library.export_loan")
