"""Cases 011-020: experienced backend developers from Go, Kotlin, Swift, C#, PHP, Ruby or
TypeScript writing their first Python service or tool."""
from lib import M, case
from helpers import meant

POLICY = """Policy: only the mistakes are undone; the author's style stays. A habit of the
author's main language becomes the Python spelling the rest of the file already uses for
the same thing (a plain assignment, `def`, `elif`, `for x in xs:`, an f-string, `with`,
`except E as e:`, `or`, `+=`, `list[...]` hints, `X if c else None`)."""

# ---------------------------------------------------------------- 011
case("fastapi_orders_service",
     "Ukrainian backend developer (Lviv) whose team writes Go; first FastAPI service",
     meant("fastapi_orders_service"),
     [

         M("brace_lost_line_end",
           "In the TRANSITIONS dict the set of the NEW entry lost its closing `}` at the end of "
           "the line (`{OrderStatus.PAID, OrderStatus.CANCELLED},` became "
           "`{OrderStatus.PAID, OrderStatus.CANCELLED,`), so the next entry's key lands inside "
           "the set. meant.py restores `}` before the comma, where the set ends.",
           ("    OrderStatus.NEW: {OrderStatus.PAID, OrderStatus.CANCELLED},",
            "    OrderStatus.NEW: {OrderStatus.PAID, OrderStatus.CANCELLED,")),
         M("go_short_declaration",
           "`total := Decimal(\"0\")` - Go's short variable declaration as a statement. "
           "meant.py uses `=` (the next line already does `total += ...`).",
           ('        total = Decimal("0")', '        total := Decimal("0")')),
         M("go_range_loop",
           "`for _, line := range data.lines:` - Go's range loop header. meant.py has "
           "`for line in data.lines:` (the body uses `line`).",
           ("        for line in data.lines:", "        for _, line := range data.lines:")),
     ],
     note=POLICY + """

Situation: a FastAPI orders service with pydantic v2 models, an in-memory store behind a
dependency, list filters with `Annotated[..., Query(...)]` and a status state machine.""")

# ---------------------------------------------------------------- 012
case("celery_invoice_tasks",
     "Czech Kotlin developer (Brno) writing the billing team's Celery tasks",
     meant("celery_invoice_tasks"),
     [
         M("dict_closing_line_missing",
           "In the beat_schedule dict the `},` line that closes the \"daily-reminders\" entry "
           "was deleted, so \"monthly-invoices\" nests inside it and the braces no longer "
           "pair with the final `)`. meant.py restores `},` at the indentation of "
           "`\"daily-reminders\": {`.",
           ('            "schedule": crontab(hour=7, minute=30),\n        },\n',
            '            "schedule": crontab(hour=7, minute=30),\n')),
         M("decorator_closing_line_missing",
           "The multi-line `@app.task(` decorator of send_invoice_email lost its `)` line. "
           "meant.py restores `)` on its own line at column 0, above the `def`.",
           ("    max_retries=MAX_RETRIES,\n)\ndef send_invoice_email", "    max_retries=MAX_RETRIES,\ndef send_invoice_email")),
         M("kotlin_elvis",
           "`email = customer.billing_email ?: customer.email` - Kotlin's Elvis operator. "
           "meant.py uses `or`, as the reminder task below does for the same fallback.",
           ("        email = customer.billing_email or customer.email",
            "        email = customer.billing_email ?: customer.email")),

     ],
     note=POLICY + """

Situation: Celery tasks for monthly invoices (render a PDF, then e-mail it through a mail
API, chained), overdue reminders on a beat schedule, SQLAlchemy sessions.""")

# ---------------------------------------------------------------- 013
case("django_booking_services",
     "Turkish C#/.NET developer (İzmir) moving a clinic's booking service to Django",
     meant("django_booking_services"),
     [
         M("csharp_interpolated_string",
           "`raise BookingError($\"En fazla {MAX_FUTURE_DAYS} gün ...\")` - C#'s `$\"...\"` "
           "interpolated string. meant.py uses an f-string like the rest of the file.",
           ('raise BookingError(f"En fazla', 'raise BookingError($"En fazla')),


         M("csharp_foreach",
           "`foreach (var row in rows):` - C#'s foreach header. meant.py has `for row in rows:`.",
           ("    for row in rows:", "    foreach (var row in rows):")),
         M("call_closing_line_missing",
           "The `)` line closing the parenthesized query chain `rows = (` in daily_report "
           "was deleted. meant.py restores `)` at the indentation of `rows = (`.",
           ('        .order_by("practitioner__name")\n    )\n', '        .order_by("practitioner__name")\n')),
     ],
     note=POLICY + """

Situation: the business rules of a clinic appointment system in a Django service module:
slot validation, free slots, booking under `select_for_update`, cancellation deadline and
a daily report with conditional `Count` aggregates.""")

# ---------------------------------------------------------------- 014
case("click_backup_cli",
     "Japanese Ruby/Rails developer (Fukuoka) porting a rake task to a click CLI",
     meant("click_backup_cli"),
     [
         M("ruby_unless",
           "`unless BACKUP_DIR.is_dir():` - Ruby's `unless`. meant.py has `if not ...:`.",
           ("    if not BACKUP_DIR.is_dir():", "    unless BACKUP_DIR.is_dir():")),
         M("ruby_raise_comma",
           "`raise click.ClickException, result.stderr.strip() or \"pg_dump failed\"` - Ruby's "
           "`raise Class, message`. meant.py calls the exception class with the message, like "
           "the other raises in the file.",
           ('        raise click.ClickException(result.stderr.strip() or "pg_dump failed")',
            '        raise click.ClickException, result.stderr.strip() or "pg_dump failed"')),
         M("ruby_elsif",
           "`elsif len(seen_weeks) < keep_weekly ...:` - Ruby's `elsif`. meant.py uses `elif`.",
           ("        elif len(seen_weeks) < keep_weekly", "        elsif len(seen_weeks) < keep_weekly")),

         M("decorator_paren_lost",
           "`@click.option(\"--keep-weekly\", default=4, show_default=True` lost its closing "
           "`)`; the next decorator line is read as a `@` (matrix-multiply) operand inside the "
           "open call. meant.py restores `)` at the end of the `--keep-weekly` line.",
           ('@click.option("--keep-weekly", default=4, show_default=True)\n',
            '@click.option("--keep-weekly", default=4, show_default=True\n')),
     ],
     note=POLICY + """

Situation: a click group with dump/prune/list commands around pg_dump, keeping daily and
weekly generations of dumps named `<db>-<timestamp>.dump`.""")

# ---------------------------------------------------------------- 015
case("sqlalchemy_ticket_repo",
     "Argentine TypeScript/NestJS developer (Rosario) writing SQLAlchemy 2.0 models",
     meant("sqlalchemy_ticket_repo"),
     [
         M("import_paren_line_missing",
           "The `)` line closing the parenthesized `from sqlalchemy import (` list was "
           "deleted. meant.py restores `)` at column 0 after `select,`.",
           ("    select,\n)\nfrom sqlalchemy.orm", "    select,\nfrom sqlalchemy.orm")),
         M("ts_template_literal",
           "`` raise SoldOut(`quedan ${available} lugares para «${event.title}»`) `` - a "
           "TypeScript template literal. meant.py uses an f-string like the other messages.",
           ('raise SoldOut(f"quedan {available} lugares para «{event.title}»")',
            'raise SoldOut(`quedan ${available} lugares para «${event.title}»`)')),
         M("ts_array_type",
           "`tickets: Ticket[] = []` - TypeScript's array type. meant.py uses `list[Ticket]` "
           "like the `tickets` relationship and the method's return hint.",
           ("        tickets: list[Ticket] = []", "        tickets: Ticket[] = []")),
         M("ts_optional_parameter",
           "`def check_in(self, ticket_id: int, now?: datetime) -> Ticket:` - TypeScript's "
           "optional parameter. meant.py spells it the way the models do, "
           "`now: Optional[datetime] = None` (the body already does `now = now or ...`).",
           ("ticket_id: int, now: Optional[datetime] = None) -> Ticket:", "ticket_id: int, now?: datetime) -> Ticket:")),
     ],
     note=POLICY + """

Situation: SQLAlchemy 2.0 typed declarative models (events and tickets) and a repository
with row locking, a capacity check, check-in window and a summary query.""")

# ---------------------------------------------------------------- 016
case("aws_cleanup_script",
     "Italian PHP/Laravel developer (Bologna) writing a boto3 cleanup script",
     meant("aws_cleanup_script"),
     [

         M("php_arrow",
           "`ec2 = session->client(\"ec2\")` - PHP's `->` for a method call. meant.py uses `.` "
           "like the next line.",
           ('    ec2 = session.client("ec2")', '    ec2 = session->client("ec2")')),
         M("php_dot_equals",
           "`report .= f\"snapshot ...\"` - PHP's string-append operator. meant.py uses `+=`, "
           "as the S3 line below does.",
           ('        report += f"snapshot', '        report .= f"snapshot')),
         M("php_elseif",
           "`elseif not keys:` - PHP's `elseif`. meant.py uses `elif`.",
           ("        elif not keys:", "        elseif not keys:")),
         M("call_closing_line_missing",
           "The `):` line that closes the multi-line `for page in paginator.paginate(` header "
           "in old_snapshots was deleted. meant.py restores `):` at the indentation of `for`.",
           ('        PaginationConfig={"PageSize": 500},\n    ):\n', '        PaginationConfig={"PageSize": 500},\n')),
     ],
     note=POLICY + """

Situation: a boto3 script listing (and with --delete removing) old EBS snapshots not used
by AMIs or tagged keep, and old objects in temporary S3 buckets, with a cost estimate.""")

# ---------------------------------------------------------------- 017
case("subscription_pricing",
     "Korean iOS/Swift developer (Seoul) moving the app's pricing engine to the server",
     meant("subscription_pricing"),
     [

         M("swift_let",
           "`let monthly = MONTHLY_PRICE[plan]` - Swift's constant declaration. meant.py drops "
           "`let` (the name is reassigned below with `*=`).",
           ("    monthly = MONTHLY_PRICE[plan]", "    let monthly = MONTHLY_PRICE[plan]")),
         M("swift_enum_shorthand_case",
           "`case .TEAM:` - Swift's implicit-member enum pattern. meant.py names the enum as "
           "the next case does (`case Plan.TEAM:`).",
           ("        case Plan.TEAM:", "        case .TEAM:")),
         M("swift_guard",
           "`guard coupon is not None else:` - Swift's guard statement for the early return. "
           "meant.py has `if coupon is None:` with the same `return 0` body.",
           ("    if coupon is None:\n        return 0", "    guard coupon is not None else:\n        return 0")),
     ],
     note=POLICY + """

Situation: a dataclass/enum pricing engine for monthly and yearly subscription plans,
with seat counts matched on the plan, coupons, VAT, whole-won rounding and upgrade
proration.""")

# ---------------------------------------------------------------- 018
case("webhook_dispatcher",
     "Indonesian Go developer (Bandung) porting a webhook dispatcher to asyncio + httpx",
     meant("webhook_dispatcher"),
     [
         M("go_func",
           "`func retry_delay(attempt: int) -> float:` - Go's `func`. meant.py uses `def`.",
           ("def retry_delay(attempt: int)", "func retry_delay(attempt: int)")),
         M("fstring_paren_slip",
           "`f\"v1={sign(d.secret, body, ts}\"` - the call's `)` was typed as the field's `}` "
           "and the field's own `}` is missing. meant.py has `{sign(d.secret, body, ts)}`.",
           ('f"v1={sign(d.secret, body, ts)}"', 'f"v1={sign(d.secret, body, ts}"')),
         M("go_increment",
           "`d.attempt++` - Go's increment statement. meant.py uses `+= 1`.",
           ("            d.attempt += 1\n", "            d.attempt++\n")),
         M("list_closing_line_missing",
           "The `]` line closing the multi-line `sample = [` comprehension was deleted. "
           "meant.py restores `]` at the indentation of `sample = [`.",
           ("        for n in range(20)\n    ]\n", "        for n in range(20)\n")),
     ],
     note=POLICY + """

Situation: webhook deliveries signed with HMAC-SHA256, sent by a pool of asyncio workers
with httpx, exponential backoff with jitter through `call_later`, a dead-letter list.""")

# ---------------------------------------------------------------- 019
case("fastapi_jwt_auth",
     "German Kotlin/Ktor developer (Munich) writing a FastAPI auth module",
     meant("fastapi_jwt_auth"),
     [

         M("kotlin_safe_call",
           "`workshop_id=user.workshop?.id,` - Kotlin's safe-call operator. meant.py writes "
           "`user.workshop.id if user.workshop else None`.",
           ("workshop_id=user.workshop.id if user.workshop else None,", "workshop_id=user.workshop?.id,")),
         M("kotlin_fun",
           "The nested `fun checker(...)` - Kotlin's `fun`. meant.py uses `def`.",
           ("    def checker(", "    fun checker(")),
         M("call_closing_line_missing",
           "The `)` line closing the multi-line `raise HTTPException(` in login was deleted. "
           "meant.py restores `)` at the indentation of `raise`.",
           ('            headers={"WWW-Authenticate": "Bearer"},\n        )\n',
            '            headers={"WWW-Authenticate": "Bearer"},\n')),
     ],
     note=POLICY + """

Situation: FastAPI JWT authentication with access and refresh tokens, bcrypt via passlib,
a role-level dependency factory and a few routes.""")

# ---------------------------------------------------------------- 020
case("sqs_thumbnail_worker",
     "Indian C#/.NET developer (Hyderabad) replacing a Windows service with an SQS worker",
     meant("sqs_thumbnail_worker"),
     [
         M("csharp_null_coalescing",
           "`sizes = body.get(\"sizes\") ?? DEFAULT_SIZES` - C#'s null-coalescing operator. "
           "meant.py uses `or`.",
           ('sizes = body.get("sizes") or DEFAULT_SIZES', 'sizes = body.get("sizes") ?? DEFAULT_SIZES')),
         M("call_closing_line_missing",
           "The `)` line closing `return cls(` in Job.from_message was deleted. meant.py "
           "restores `)` at the indentation of `return`.",
           ('            receipt=msg["ReceiptHandle"],\n        )\n', '            receipt=msg["ReceiptHandle"],\n')),
         M("csharp_catch",
           "`catch (ClientError ex):` in main's polling loop - C#'s catch clause. meant.py has "
           "`except ClientError as ex:` like the other handlers.",
           ("        except ClientError as ex:\n            log.warning", "        catch (ClientError ex):\n            log.warning")),
     ],
     note=POLICY + """

Situation: a long-polling SQS worker that reads originals from S3, makes JPEG thumbnails
with Pillow, writes them back, deletes handled messages and stops cleanly on SIGTERM.""")
