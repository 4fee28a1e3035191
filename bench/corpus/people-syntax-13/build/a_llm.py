"""001-010: code written by an LLM, broken the way LLM output breaks on its way to the user.

Policy for all ten (repeated in each NOTE.txt): meant.py is the program the assistant was
writing, with only the damage undone. A reply cut off by the token limit is completed only
as far as the surrounding code makes evident (the cut statement is finished, nothing is
added after it). Markdown left in the file (fence lines, inline-code backticks) is removed.
A block the assistant regenerated keeps its new content; only its indentation is put back
where the unchanged code around it needs it.
"""
from lib import M, case, START, END
from helpers import meant, tabify, between

POLICY = ("Policy: meant.py is the program the assistant was writing, with only the damage undone; "
          "a reply cut off by the token limit is completed only as far as the surrounding code makes "
          "evident (the cut statement is finished, nothing is added after it); markdown left in the "
          "file is removed, not turned into comments.")


case("nginx_report", "user of a chat assistant (ChatGPT), sysadmin",
     meant("nginx_report"),
     [
         M("else_misindented",
           "The user asked for .gz support and pasted the regenerated `open_log` over the old one; "
           "in the pasted text the `else:` sits at the depth of the `return` above it (8 spaces) "
           "instead of the depth of its `if` (4). meant.py puts `else:` back under `if`; its body "
           "is already one level deeper.",
           ("        return gzip.open(path, \"rt\", encoding=\"utf-8\", errors=\"replace\")\n    else:\n",
            "        return gzip.open(path, \"rt\", encoding=\"utf-8\", errors=\"replace\")\n        else:\n")),
         M("unclosed_paren",
           "In the long `--since` argument the `)` that closes `datetime.strptime(s, \"%Y-%m-%d\"` "
           "was dropped, so `.date()` attaches to the format string and the `)` after it closes "
           "`strptime(`, leaving `add_argument(` open (its continuation line is swallowed too); "
           "CPython reports the `(` of `add_argument(` as never closed. meant.py restores the `)` "
           "before `.date()` - the lambda converts the "
           "text to a date, as the help text says.",
           ("datetime.strptime(s, \"%Y-%m-%d\").date(),", "datetime.strptime(s, \"%Y-%m-%d\".date(),")),
         M("truncated_reply",
           "The answer hit the token limit inside the last f-string: the file ends with "
           "`print(f\"  {n:>8,}  {i`. The loop above it prints the same columns for paths "
           "(`{path}\")`), so the cut statement is finished as `print(f\"  {n:>8,}  {ip}\")`. "
           "Nothing is added after it (the `if __name__ == \"__main__\":` block the answer was "
           "presumably about to write is not invented).",
           ("        print(f\"  {n:>8,}  {ip}\")\n", "        print(f\"  {n:>8,}  {i")),
     ],
     note="Situation: asked a chat assistant for a script that summarizes nginx access logs, "
          "then asked for gzip support and pasted the regenerated function into the first "
          "answer's file. The first answer had been cut off by the length limit.\n" + POLICY)


case("thumbnailer", "user of a chat assistant (Claude), amateur photographer",
     meant("thumbnailer"),
     [
         M("markdown_fence_left",
           "The reply was copied from the opening fence down, so the file starts with the "
           "line ```` ```python ````. The line is markdown, not code, and is removed.",
           (START, "```python\n")),
         M("docstring_mismatched_quotes",
           "The docstring of `target_size` opens with `\"\"\"` but the generated text closes it "
           "with `'''`, so the string runs on to the `\"\"\"` that opens the next function's "
           "docstring, the quotes after that pair up wrongly, and CPython reports an "
           "unterminated triple-quoted string at the docstring of `make_thumbnail`, 16 lines "
           "below. meant.py "
           "closes it with `\"\"\"` like every other docstring in the file.",
           ("    always preserved.\n    \"\"\"\n", "    always preserved.\n    '''\n")),
         M("except_misindented",
           "The user asked to skip unreadable files instead of crashing; the regenerated loop "
           "body was pasted with the `except` line at the depth of the `try` body (12 spaces). "
           "meant.py puts `except` back at the depth of its `try:` (8 spaces).",
           ("            w, h = make_thumbnail(src, dst, args.max_size, args.quality)\n        except",
            "            w, h = make_thumbnail(src, dst, args.max_size, args.quality)\n            except")),
     ],
     note="Situation: asked for a script that makes thumbnails of a photo folder, then for error "
          "handling, and pasted the regenerated loop into the file.\n" + POLICY)


case("github_webhook", "user of a chat assistant (ChatGPT), developer of a small team's tooling",
     meant("github_webhook"),
     [
         M("inline_code_backticks",
           "A follow-up answer said: Replace the comparison with "
           "`hmac.compare_digest(expected, signature_header)` to avoid timing attacks. The user "
           "copied the suggestion from the raw markdown with its inline-code backticks into the "
           "`return` line. The backticks are removed.",
           ("    return hmac.compare_digest(expected, signature_header)\n",
            "    return `hmac.compare_digest(expected, signature_header)`\n")),
         M("brace_lost",
           "In the generated Slack payload the first block lost one of its two closing braces "
           "(`\"text\": message},` instead of `message}},`), so the next block is read as a key of "
           "the still-open block dict; CPython reports the mismatch at the `],` two lines below. meant.py closes "
           "both the inner `text` dict and the block, like the `context` block below it.",
           ("{\"type\": \"mrkdwn\", \"text\": message}},", "{\"type\": \"mrkdwn\", \"text\": message},")),
         M("truncated_reply",
           "The reply stopped at the token limit in the last line: "
           "`app.run(host=\"0.0.0.0\", port=int(os.environ.get(\"PORT\", 8000`. The statement is "
           "finished by closing the three open calls; nothing is added after it.",
           ("8000)))\n", "8000")),
     ],
     note="Situation: asked a chat assistant for a Flask endpoint that receives GitHub webhooks and "
          "posts pushes and pull requests to Slack; the answer was cut off by the length limit, and "
          "one fix from a later answer was copied in by hand.\n" + POLICY)


case("monthly_sales", "user of a chat assistant (Gemini), sales analyst",
     meant("monthly_sales"),
     [
         M("docstring_mismatched_quotes",
           "The one-line docstring of `monthly_summary` is closed with `\"\"` instead of `\"\"\"`, "
           "so the string runs on to the `\"\"\"` that opens the docstring of `add_growth`, and the "
           "words after that are read as code. meant.py closes it with three quotes.",
           ("per month and region.\"\"\"\n", "per month and region.\"\"\n")),
         M("unclosed_paren_far",
           "In the long `.agg(...)` line the final `)` that closes `.agg(` was dropped after "
           "`avg_basket=(\"amount\", \"mean\")`: the `.sort_values(...)` on the next line then "
           "reads as an attribute of that tuple inside `agg(`, the `)` below closes `agg(`, and "
           "the `monthly = (` bracket stays open; CPython reports that `(`, three lines up, as "
           "never closed. meant.py "
           "closes `.agg(` at the end of its own line, as every step of the chain is one line.",
           ("avg_basket=(\"amount\", \"mean\"))\n", "avg_basket=(\"amount\", \"mean\")\n")),
         M("tab_indented_paste",
           "The per-region loop came from a second answer ('to also get one sheet per region, "
           "add this inside the with block'), whose code block the model had indented with TAB "
           "characters; pasted into a file indented with spaces it gives a TabError. meant.py "
           "indents the three lines with 8, 12 and 12 spaces like the line above them.",
           ("        for region in REGIONS:\n"
            "            part = monthly[monthly[\"region\"] == region]\n"
            "            part.to_excel(writer, sheet_name=region, index=False)\n",
            "\t\tfor region in REGIONS:\n"
            "\t\t\tpart = monthly[monthly[\"region\"] == region]\n"
            "\t\t\tpart.to_excel(writer, sheet_name=region, index=False)\n")),
     ],
     note="Situation: asked for a pandas script that turns the orders export into a monthly "
          "report with a chart, then for one sheet per region, and pasted the second snippet "
          "in.\n" + POLICY)


case("pomodoro", "user of a chat assistant (Copilot Chat), student",
     meant("pomodoro"),
     [
         M("unterminated_string",
           "In the long `config(...)` call of `update_label` the closing `\"` of "
           "`f\"{mins:02d}:{secs:02d}\"` was lost, so the string swallows `, fg=WORK_COLOR if "
           "self.mode == ` and the quotes of `\"work\"` pair up wrongly. meant.py closes the "
           "f-string after `{secs:02d}`, where the `text=` argument ends.",
           ("text=f\"{mins:02d}:{secs:02d}\", fg=WORK_COLOR", "text=f\"{mins:02d}:{secs:02d}, fg=WORK_COLOR")),
         M("else_misindented",
           "The user asked for a long break every four sessions; the regenerated inner "
           "`if`/`else` was pasted with its `else:` at the level of the outer `if self.mode == "
           "\"work\":` (8 spaces), so the outer `else:` two lines below becomes a second `else` "
           "and is where CPython complains. meant.py indents the inner `else:` to 12 spaces, "
           "under its `if self.sessions_done % ...:`; its body is already at 16.",
           ("\"Long break\"\n            else:\n", "\"Long break\"\n        else:\n")),
         M("markdown_fence_left",
           "The closing ```` ``` ```` of the reply's code block was copied along with the code "
           "and sits on the last line. It is removed.",
           (END, "```\n")),
     ],
     note="Situation: a student asked Copilot Chat for a tkinter Pomodoro timer, then for an "
          "automatic long break, and pasted both answers into one file.\n" + POLICY)


case("uptime_check", "user of a chat assistant (ChatGPT), freelance web developer",
     meant("uptime_check"),
     [
         M("except_misindented",
           "The user asked to also catch connection errors; the regenerated `except "
           "aiohttp.ClientError` clause was pasted at 4 spaces, the level of `async with sem:`, "
           "instead of 8, the level of its `try:`. meant.py moves it to 8 spaces, next to the "
           "`except asyncio.TimeoutError:` above it.",
           ("        except aiohttp.ClientError as exc:\n", "    except aiohttp.ClientError as exc:\n")),
         M("bracket_closed_by_paren",
           "`asyncio.gather(*[check(session, url, timeout, sem) for url in urls])` lost its `]`: "
           "the list comprehension is closed with `))`. meant.py puts the `]` back before the "
           "`)` of `gather(`.",
           ("for url in urls])\n", "for url in urls))\n")),
         M("fstring_field_quote_lost",
           "In the header line of the table the quote after `'TIME` was lost "
           "(`{'TIME:>9}` for `{'TIME':>9}`), leaving a string unterminated inside the "
           "f-string field. meant.py reads it like the two fields before it, "
           "`{'URL':<...}` and `{'STATUS':>6}`.",
           ("{'TIME':>9}", "{'TIME:>9}")),
         M("truncated_reply",
           "The reply was cut off by the length limit at `avg = sum(r.elapsed_ms for r in ok) /`. "
           "The guard `if ok:` and the name `avg` make the divisor evident: `len(ok)`. The file "
           "ends there (the summary line and the return value the reply was about to write are "
           "not invented).",
           ("        avg = sum(r.elapsed_ms for r in ok) / len(ok)\n",
            "        avg = sum(r.elapsed_ms for r in ok) /")),
     ],
     note="Situation: asked for an async uptime checker to run from cron; the first answer was cut "
          "off, and a regenerated `check()` was pasted over the old one.\n" + POLICY)


_FENCE_BLOCK = between("mini_markdown", "        fence = FENCE_RE.match(line)\n",
                       "        heading = HEADING_RE.match(line)\n")

case("mini_markdown", "user of a chat assistant (a local Llama model in a terminal UI), hobby blogger",
     meant("mini_markdown"),
     [
         M("unterminated_string",
           "The `]( )` link pattern lost the `\"` that ends it (`...\\)\"` -> `...\\)`), so the raw "
           "string runs on to the `\"` inside the replacement `r'<a href=\"...'` and the `\\2` "
           "after it lands outside any string. meant.py ends the pattern after `\\)`, where the "
           "second argument `r'<a href=\"\\2\">\\1</a>'` begins.",
           ("([^)\\s]+)\\)\", r'<a href", "([^)\\s]+)\\), r'<a href")),
         M("docstring_mismatched_quotes",
           "The docstring of `convert` ends with four quotes: the first three close it and the "
           "fourth opens a string that never ends on that line. meant.py drops the extra quote.",
           ("an HTML fragment.\"\"\"\n", "an HTML fragment.\"\"\"\"\n")),
         M("tab_indented_paste",
           "Fenced code blocks were added from a second reply ('add this at the top of the "
           "loop'); the terminal client printed that reply's code with TAB indentation, and the "
           "pasted lines (one TAB per level) meet the space-indented file in a TabError. "
           "meant.py indents them with spaces, four per TAB.",
           (_FENCE_BLOCK, tabify(_FENCE_BLOCK))),
     ],
     note="Situation: a hobby blogger had a local model write a small Markdown converter for a "
          "static notes site, then asked for fenced code blocks and pasted that part in.\n" + POLICY)


case("pantry", "user of a chat assistant (Claude), home cook keeping a pantry list",
     meant("pantry"),
     [
         M("markdown_fence_left",
           "The assistant sent the program in two messages ('Part 2: the command-line "
           "interface'); the user appended the second code block from its opening fence on, so a "
           "```` ```python ```` line sits between the `Pantry` class and `parse_options`. It is "
           "removed.",
           ("\n\ndef parse_options(", "\n\n```python\ndef parse_options(")),
         M("elif_misindented",
           "The `use` branch was regenerated (with a message for unknown items) and pasted after "
           "the `add` branch: the selection was copied from the first character of `elif`, so "
           "that line took the 8 spaces the editor auto-indented after the `print` above it, "
           "while the rest kept their own indentation. meant.py puts `elif command == \"use\":` at "
           "4 spaces like the other branches.",
           ("    elif command == \"use\":\n", "        elif command == \"use\":\n")),
         M("truncated_reply",
           "The second message ended at the length limit in the very last line, "
           "`sys.exit(main(sys.argv[1:`. The statement is finished by closing the slice and the "
           "two calls.",
           ("    sys.exit(main(sys.argv[1:]))\n", "    sys.exit(main(sys.argv[1:")),
     ],
     note="Situation: asked for a small pantry tracker with a JSON file; the answer came in two "
          "messages, the second cut off at the very end, and one branch was regenerated later.\n"
          + POLICY)


case("churn_model", "user of a chat assistant (ChatGPT), junior data scientist",
     meant("churn_model"),
     [
         M("docstring_mismatched_quotes",
           "The docstring of `load_data` opens with `'''` and closes with `\"\"\"`; nothing later "
           "in the file closes a `'''` string, so CPython reports an unterminated triple-quoted "
           "string at the docstring (detected at the end of the file). meant.py opens it with "
           "`\"\"\"` like the module docstring.",
           ("    \"\"\"Read the export and derive the binary target.\"\"\"\n",
            "    '''Read the export and derive the binary target.\"\"\"\n")),
         M("bracket_closed_by_paren",
           "In the 116-character `num` transformer line the `]` that closes the Pipeline's step "
           "list was dropped: `StandardScaler())]), NUMERIC)` became `StandardScaler())), "
           "NUMERIC)`. meant.py restores it as in the `cat` line below.",
           ("(\"scale\", StandardScaler())]), NUMERIC),", "(\"scale\", StandardScaler())), NUMERIC),")),
         M("unclosed_paren",
           "`print(classification_report(y_test, y_pred, digits=3))` lost its last `)`, so the "
           "`print(` is still open when the next `print(f\"...\")` starts. meant.py closes it on "
           "its own line.",
           ("digits=3))\n", "digits=3)\n")),
         M("truncated_reply",
           "The reply ended at the length limit at `joblib.dump(search.best_estimator_, "
           "args.model_out`; the call is closed (both arguments are there; step 4 of the "
           "docstring says the model is saved with joblib). Nothing is added after it.",
           ("    joblib.dump(search.best_estimator_, args.model_out)\n",
            "    joblib.dump(search.best_estimator_, args.model_out")),
     ],
     note="Situation: asked for a training script for a churn model with a grid search; the "
          "reply was cut off in its last line and pasted as it was.\n" + POLICY)


case("precommit_guard", "user of a chat assistant (DeepSeek), backend developer",
     meant("precommit_guard"),
     [
         M("unclosed_paren_far",
           "In the third entry of `SECRET_PATTERNS` the `)` closing `re.compile(` after the long "
           "regex was lost, so `\"hard-coded token\"` becomes compile's second argument and the "
           "tuple stays open; the next entry is read into it and CPython only objects at the `]` "
           "two lines below. meant.py closes `re.compile(` after the pattern, like the other three "
           "entries.",
           ("['\\\"]\"), \"hard-coded token\"),", "['\\\"]\", \"hard-coded token\"),")),
         M("else_misindented",
           "The user asked to skip binary files; the regenerated `staged_text` came back with a "
           "`try/except/else`, and in the pasted text the `else:` sits at the depth of the "
           "`except` body (8 spaces). meant.py puts it at 4 spaces with its `try:` and `except`.",
           ("        return None\n    else:\n", "        return None\n        else:\n")),
         M("markdown_fence_left",
           "The model emitted the closing fence without a newline before it, so the last line "
           "was pasted as `sys.exit(main())` followed by three backticks. They are removed.",
           ("    sys.exit(main())\n", "    sys.exit(main())```\n")),
     ],
     note="Situation: asked for a pre-commit hook that stops large files and secrets, then asked "
          "to skip binary files and pasted the regenerated function.\n" + POLICY)
