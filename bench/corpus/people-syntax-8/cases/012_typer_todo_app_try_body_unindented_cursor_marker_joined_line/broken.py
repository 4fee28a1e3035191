"""todo: a tiny task list for the terminal."""
import json
from datetime import date
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table

app = typer.Typer(help="Keep a small to-do list in ~/.todo.json")
console = Console()
STORE = Path.home() / ".todo.json"


def load() -> list[dict]:
    if not STORE.exists():
        return []
    return json.loads(STORE.read_text(encoding="utf-8"))


def save(tasks: list[dict]) -> None:
    tmp = STORE.with_suffix(".tmp")
    tmp.write_text(json.dumps(tasks, indent=2, ensure_ascii=False), encoding="utf-8")
    tmp.replace(STORE)


def next_id(tasks: list[dict]) -> int:
    return max((t["id"] for t in tasks), default=0) + 1


// ... existing code ...

@app.command()
def add(
    text: str = typer.Argument(..., help="what to do"),
    due: Optional[str] = typer.Option(None, "--due", "-d", help="YYYY-MM-DD"),
    priority: int = typer.Option(2, "--priority", "-p", min=1, max=3),
):
    """Add a task."""
    if due is not None:
        try:
        date.fromisoformat(due)
        except ValueError:
            console.print(f"[red]not a date: {due}[/red]")
            raise typer.Exit(code=1)
    tasks = load()
    task = {"id": next_id(tasks), "text": text, "due": due, "priority": priority, "done": False}
    tasks.append(task)
    save(tasks)
    console.print(f"added #{task['id']}: {text}")


@app.command("list")
def list_tasks(all: bool = typer.Option(False, "--all", "-a", help="show finished tasks too")):
    """Show open tasks, most urgent first."""
    tasks = [t for t in load() if all or not t["done"]]
    tasks.sort(key=lambda t: (t["done"], t["priority"], t["due"] or "9999-12-31"))
    table = Table("id", "task", "due", "prio")
    today = date.today().isoformat()
    for t in tasks:
        style = "dim" if t["done"] else ("red" if t["due"] and t["due"] < today else "")
        table.add_row(str(t["id"]), t["text"], t["due"] or "", "!" * (4 - t["priority"]), style=style)
    console.print(table)


@app.command()
def done(task_id: int):
    """Mark a task as finished."""
    tasks = load()
    for t in tasks:
        if t["id"] == task_id:
            t["done"] = True
            save(tasks)
            console.print(f"finished #{task_id}: {t['text']}")
            return
    console.print(f"[red]no task #{task_id}[/red]")
    raise typer.Exit(code=1)


@app.command()
def clean():
    """Remove finished tasks."""
    tasks = load()
    kept = [t for t in tasks if not t["done"]]    save(kept)
    console.print(f"removed {len(tasks) - len(kept)} finished task(s)")


if __name__ == "__main__":
    app()
