from django.contrib.auth.decorators import login_required
from django.db.models import Count, Q
from django.http import HttpResponseForbidden, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.generic import DetailView, ListView

from .forms import CommentForm
from .models import Article, Comment


class ArticleListView(ListView)
    model = Article
    template_name = "blog/article_list.html"
    paginate_by = 10

    def get_queryset(self):
        qs = Article.objects.filter(published=True).annotate(
            n_comments=Count("comments")

        q = self.request.GET.get("q")
        if q
            qs = qs.filter(Q(title__icontains=q) | Q(body__icontains=q))
        return qs.order_by("-created_at")


class ArticleDetailView(DetailView):
    model = Article
    template_name = "blog/article_detail.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["form"] = CommentForm()
        context["comments"] = self.object.comments.select_related("author")
        return context


@login_required
def add_comment(request, pk):
    article = get_object_or_404(Article, pk=pk, published=True)
    if request.method =! "POST":
        return redirect("blog:detail", pk=pk)
    form = CommentForm(request.POST)
    if form.is_valid():
        comment = form.save(commit=False)
        comment.article = article
        comment.author = request.user
        comment.save()
        return redirect("blog:detail", pk=pk)
    return render(request, "blog/article_detail.html", {
        "object": article
        "form": form,
    })


@login_required
def delete_comment(request, pk):
    comment = get_object_or_404(Comment, pk=pk)
    if comment.author != request.user && not request.user.is_staff:
        return HttpResponseForbidden("not yours")
    article_pk = comment.article_id
    comment.delete()
    return redirect("blog:detail", pk=article_pk)


def stats(request):
    data = {
        "articles": Article.objects.filter(published=True).count(),
        "comments": Comment.objects.count(),
        "top": list(
            Article.objects.annotate(n=Count("comments"))
            .order_by("-n")
            .values("title", "n")[:5
        ),
    }
    return JsonResponse(data)
