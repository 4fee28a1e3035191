"""Cases 031-040: machine-learning training scripts by students and engineers (people-syntax-20)."""
from lib import M, case
from helpers import meant

case("train_cnn",
     "Vietnamese computer-science undergraduate (Hanoi), a small CNN for ten Vietnamese dishes trained with PyTorch on Colab",
     meant("train_cnn"),
     [
         M("missing_colon",
           "`class MonAnNet(nn.Module)` without its colon.",
           ("class MonAnNet(nn.Module):", "class MonAnNet(nn.Module)")),
         M("call_paren_lost_closing_line",
           "The closing line `))` of `self.khoi.append(nn.Sequential(` was typed `)`: Sequential is closed, "
           "append() is not, and the open call swallows `self.fc1 = ...`. CPython reports the `(` of append "
           "as never closed, 5 lines up. meant.py closes both on that line.",
           ("                nn.MaxPool2d(2),\n            ))\n", "                nn.MaxPool2d(2),\n            )\n")),
         M("keyword_argument_repeated_leftover",
           "`batch_size=32,` from the first version (hard-coded while testing on the laptop) is still the "
           "second line of the DataLoader call; the student added `batch_size=batch_size,` at the end when "
           "the --batch-size flag came, and CPython reports the repeat there, 5 lines below the leftover. "
           "meant.py has only the flag's value (otherwise --batch-size would do nothing for training).",
           ("        ds_train,\n        shuffle=True,", "        ds_train,\n        batch_size=32,\n        shuffle=True,")),
         M("fstring_bracket_not_closed",
           "In the epoch line `{lich.get_last_lr()[0]:.2e}` lost its `]` (`[0:.2e}`); restored after the 0. "
           "The print() joins three f-strings over three lines, and CPython 3.11 reports an error in any "
           "piece of such a concatenation at its last piece, one line below.",
           ("{lich.get_last_lr()[0]:.2e}", "{lich.get_last_lr()[0:.2e}")),
     ],
     note="""Situation: deep-learning course project; the student moved from a laptop test to Colab, added the
command-line flags and the cosine schedule, and runs the script from a notebook cell (CPython 3.11).
Policy: only the mistakes are undone; Vietnamese names and comments, the hand-written CNN and the
training loop as written stay.""")

case("logreg_numpy",
     "Nigerian MSc data-science student (Ibadan), logistic regression from scratch in numpy for a loan-default assignment",
     meant("logreg_numpy"),
     [
         M("lambda_as_parameter_name",
           "The regularisation parameter of train() typed `lambda=0.01`, the maths symbol's name, which is a "
           "keyword. The function body, log_loss() and the call in main() all use `lambda_`, so meant.py reads "
           "`lambda_=0.01`.",
           ("def train(X, y, lr=0.1, epochs=500, lambda_=0.01, verbose=True):",
            "def train(X, y, lr=0.1, epochs=500, lambda=0.01, verbose=True):")),
         M("paren_lost_in_formula",
           "The data term `-np.mean(y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps))` lost its last `)`; "
           "restored at the end of the line, where np.mean's argument ends.",
           ("np.log(1 - p + eps))\n", "np.log(1 - p + eps)\n")),
         M("fstring_brace_lost_in_concatenation",
           "The first of the three f-strings of the metrics line lost the `}` after `{m['accuracy']:.3f`. "
           "CPython 3.11 reports an error in a piece of an implicit string concatenation at the last piece, "
           "two lines below. Restored after `:.3f`, as in the other fields.",
           ("acc {m['accuracy']:.3f}  prec", "acc {m['accuracy']:.3f  prec")),
     ],
     note="""Situation: the assignment asks for gradient descent written by hand; the student adds L2
regularisation the night before the deadline and runs the script in a terminal (CPython 3.11).
Policy: only the mistakes are undone; numpy-only code, the hand-made split and the metrics dict
stay.""")

case("leaf_loader",
     "Indian ML engineer at an agritech start-up (Bengaluru), a typed numpy/Pillow data loader with a dataclass config and a prefetch thread",
     meant("leaf_loader"),
     [
         M("field_call_paren_lost",
           "`mean: list[float] = field(default_factory=lambda: [0.485, 0.456, 0.406]` lost the `)` of field(); "
           "restored after the list, as on the `std` line below.",
           ("field(default_factory=lambda: [0.485, 0.456, 0.406])", "field(default_factory=lambda: [0.485, 0.456, 0.406]")),
         M("type_hint_bracket_lost",
           "The return annotation `tuple[list[str], list[int], list[str]]` of scan() lost its final `]` before "
           "the colon; restored (scan returns three lists).",
           ("-> tuple[list[str], list[int], list[str]]:", "-> tuple[list[str], list[int], list[str]:")),
         M("extra_bracket_in_annotation",
           "`by_class: dict[int, list[int]]] = {}` - one `]` too many at the end of the nested annotation; "
           "meant.py has `dict[int, list[int]]`.",
           ("by_class: dict[int, list[int]] = {}", "by_class: dict[int, list[int]]] = {}")),
         M("typescript_return_arrow",
           "`def __len__(self) => int:` - the return annotation written with TypeScript's `=>`, from the "
           "engineer's front-end work; meant.py has `->` like every other annotated function in the file.",
           ("    def __len__(self) -> int:", "    def __len__(self) => int:")),
         M("conditional_open_paren_lost",
           "The two-line conditional expression `weights = (train_ds.class_weights(...)\\n if cfg.balance else "
           "...)` lost its opening `(`; the first line is then a complete statement and the second an "
           "unexpected indent, one line below. Restored before `train_ds`, matching the `)` at the end of "
           "the second line.",
           ("    weights = (train_ds.class_weights(len(classes))\n", "    weights = train_ds.class_weights(len(classes))\n")),
     ],
     note="""Situation: the QA box on the field-team's side has no torchvision; the engineer writes a small
loader of his own and runs it on the edge box (CPython 3.11) to check the class balance.
Policy: only the mistakes are undone; the type hints, the dataclass defaults, the background
prefetch thread and the hard-coded paths stay.""")

case("finetune_tickets",
     "German ML engineer at a software company (Berlin), custom fine-tuning loop for a German BERT on support tickets",
     meant("finetune_tickets"),
     [
         M("call_paren_lost_in_dict",
           "`\"lr\": float(os.environ.get(\"LR\", \"2e-5\")),` lost one `)` when the environment override was "
           "added; float( stays open over the rest of CONFIG, and CPython reports the mismatch at CONFIG's "
           "`}`, 10 lines below. Restored at the end of the lr line, before the comma.",
           ('"lr": float(os.environ.get("LR", "2e-5")),', '"lr": float(os.environ.get("LR", "2e-5"),')),
         M("paren_moved_inside_with",
           "`with torch.autocast(device_type=\"cuda\", dtype=torch.bfloat16), enabled=use_amp):` - when "
           "`enabled=use_amp` was added, it was typed after the old closing `)`; meant.py has all three "
           "arguments inside autocast(...), as the torch API takes them.",
           ('dtype=torch.bfloat16, enabled=use_amp):', 'dtype=torch.bfloat16), enabled=use_amp):')),
         M("fstring_quote_reused_in_field",
           "`{summe * CONFIG[\"grad_accum\"] / len(train_dl):.4f}` inside a double-quoted f-string (accepted "
           "from Python 3.12 on; the training box has 3.11): the inner `\"` ends the string. meant.py uses "
           "single quotes inside, as the last print does for "
           "CONFIG['out_dir'].",
           ("{summe * CONFIG['grad_accum'] / len(train_dl):.4f}", '{summe * CONFIG["grad_accum"] / len(train_dl):.4f}')),
         M("break_dedented_out_of_loop",
           "The early-stopping `break` slipped to 4 spaces when the print above it was added; at that depth "
           "it is after the epoch loop, which the parser accepts and only compile() refuses ('break' "
           "outside loop). meant.py puts it back under `if schlechte_epochen >= ...:` (16 spaces).",
           ('                print("Early Stopping")\n                break\n', '                print("Early Stopping")\n    break\n')),
     ],
     note="""Situation: the team moves from the Trainer API to its own loop to match an older script; the
engineer runs the first epoch on the GPU box (CPython 3.11) to compare the numbers.
Policy: only the mistakes are undone; German names and messages, the hand-written macro-F1, the
CONFIG dict and the parameter groups stay.""")

case("validacao_cruzada",
     "Brazilian data scientist on a university BI team (Recife), stratified k-fold comparison of three scikit-learn models for student dropout",
     meant("validacao_cruzada"),
     [
         M("call_closing_line_missing_in_dict",
           "The `),` line that closes `RandomForestClassifier(` inside MODELOS was deleted when "
           "min_samples_leaf was tuned; the next entry's `\"gboost\":` lands inside the call and CPython "
           "reports the mismatch at MODELOS's `}`, 7 lines below. Restored after `random_state=SEMENTE,` "
           "at the indentation of the `\"floresta\":` line, like the gboost entry's `),`.",
           ("        random_state=SEMENTE,\n    ),\n    \"gboost\"", "        random_state=SEMENTE,\n    \"gboost\"")),
         M("dead_key_ate_quote",
           "`df.drop(columns=[çlasse'])`: with the US-International layout common in Brazil, `'` is a dead "
           "key and `'` followed by `c` produces `ç`; the opening quote became part of the letter. meant.py "
           "has `['classe']`.",
           ("X = df.drop(columns=['classe'])", "X = df.drop(columns=[\u00e7lasse'])")),
         M("fstring_nested_spec_brace_lost",
           "In `f\"{nome:<{largura}}\"` the nested width field lost its `}` (`{nome:<{largura}\"`); restored, "
           "as in the `cabecalho` line above.",
           ('        linha = f"{nome:<{largura}}"', '        linha = f"{nome:<{largura}"')),
     ],
     note="""Situation: the BI team is asked which model to put behind the dropout alert; the data scientist
runs the comparison on the team's server (CPython 3.11) before the committee meeting.
Policy: only the mistakes are undone; Portuguese names and output, lambdas in the metrics dict and
the table built with nested format specs stay.""")

case("mlp_numpy",
     "Iranian PhD student in biomedical engineering (Tehran), a two-layer numpy MLP with momentum and early stopping as a thesis baseline",
     meant("mlp_numpy"),
     [
         M("docstring_closed_with_two_quotes",
           "init_params()'s one-line docstring closed with `\"\"` instead of `\"\"\"`; the string runs on to the "
           "`\"\"\"` that opens backward()'s docstring; from there the quotes pair up the wrong way round, and "
           "the `\"\"\"` that closed backward()'s docstring opens a string that runs to the end of the file. "
           "CPython reports that string, 17 lines below. meant.py closes the docstring with `\"\"\"` at the "
           "end of its line.",
           ('"""He initialisation for the ReLU layer, Xavier for the output layer."""',
            '"""He initialisation for the ReLU layer, Xavier for the output layer.""')),
         M("persian_digits",
           "The default `hidden=64` typed as `۶۴` (U+06F6 U+06F4): the keyboard was still on Persian after "
           "the Persian comment at the top was edited. meant.py has the ASCII digits 64 (the thesis text "
           "and the call use 64 hidden units).",
           ("def train(X, y, X_val, y_val, hidden=64,", "def train(X, y, X_val, y_val, hidden=\u06f6\u06f4,")),
         M("stray_backslash_line_end",
           "A stray `\\` at the end of `params[name] += velocity[name]` (the key above Enter); it joins the "
           "next line, `tr_loss, tr_acc = ...`, to this one, and CPython reports the joined line's "
           "second half, one line below. meant.py has no backslash.",
           ("                params[name] += velocity[name]\n", "                params[name] += velocity[name]\\\n")),
         M("missing_colon",
           "`elif epoch - best[2] >= patience` without its colon.",
           ("        elif epoch - best[2] >= patience:", "        elif epoch - best[2] >= patience")),
     ],
     note="""Situation: the committee asked for a framework-free baseline; the student adds momentum and
early stopping and runs it on the lab workstation (CPython 3.11) for subject 1.
Policy: only the mistakes are undone; the Persian comment (valid), the explicit gradients and the
module-level random generator stay.""")

case("q_learning_grid",
     "Korean undergraduate in an RL course (KAIST, Daejeon), tabular Q-learning on a hand-made slippery frozen-lake grid",
     meant("q_learning_grid"),
     [
         M("duplicate_parameter_copy_paste",
           "When eps_decay was added to q_learning()'s signature, the student copied `alpha=0.1,` from the "
           "line above, changed the value to 0.9995 and not the name: `alpha=0.9995`. The parser accepts it; "
           "compile() refuses the duplicate argument. meant.py names it `eps_decay`, which the body uses "
           "(`eps * eps_decay`) and nothing defines otherwise.",
           ("eps_end=0.05, eps_decay=0.9995, max_steps=200", "eps_end=0.05, alpha=0.9995, max_steps=200")),
         M("conditional_else_lost",
           "The epsilon-greedy choice `(random.randrange(4)\\n if random.random() < eps\\n else greedy(Q, "
           "state))` lost its `else` when the greedy call was renamed; CPython reports the missing `else` at "
           "the expression's first line, two lines up. Restored before `greedy(Q, state)`.",
           ("                      else greedy(Q, state))\n", "                      greedy(Q, state))\n")),
         M("won_sign_for_backslash",
           "The line continuation after `target = reward if done else` typed as `₩` (U+20A9): on a Korean "
           "keyboard the backslash key is the won key, and with the Hangul input mode on it produced the won "
           "sign itself. meant.py has `\\`.",
           ("target = reward if done else \\\n", "target = reward if done else \u20a9\n")),
     ],
     note="""Situation: second RL assignment; the student tunes the decay schedule late at night and runs the
script in a terminal (CPython 3.11) with Korean comments and output.
Policy: only the mistakes are undone; Korean comments and messages, the backslash continuation and
the list-of-lists Q table stay.""")

case("lstm_load_forecast",
     "Egyptian power-systems engineer (factory energy team, Alexandria), next-day load forecast with a PyTorch LSTM on sliding windows",
     meant("lstm_load_forecast"),
     [
         M("arabic_comma",
           "The comma after `start` in `range(start, end - WINDOW - HORIZON + 1, HORIZON)` typed as the Arabic "
           "comma `،` (U+060C): the keyboard was still on Arabic after the Arabic comment above was written. "
           "meant.py has `,`.",
           ("range(start, end - WINDOW - HORIZON + 1, HORIZON)", "range(start\u060c end - WINDOW - HORIZON + 1, HORIZON)")),
         M("loop_header_deleted",
           "The line `for xb, yb in loader:` in evaluate() was deleted when the `.cpu()` call below it was "
           "moved. Its body (12 spaces) then reads as the body of `with torch.no_grad():`, and the next "
           "line at 8 spaces, `p = torch.cat(...)`, matches no open block: CPython reports it there, 3 lines "
           "below the gap. meant.py restores the header from the names the body uses (`xb`, `yb`) and the "
           "`loader` parameter nothing else uses.",
           ("        for xb, yb in loader:\n", "")),
         M("missing_comma_in_call",
           "`ap.add_argument(\"--hidden\", type=int default=128)` lost the comma after `type=int`; restored, "
           "as in the two lines above.",
           ('ap.add_argument("--hidden", type=int, default=128)', 'ap.add_argument("--hidden", type=int default=128)')),
         M("missing_colon",
           "`if mae < best` without its colon.",
           ("        if mae < best:", "        if mae < best")),
     ],
     note="""Situation: the plant's energy team wants a next-day load estimate to negotiate the tariff; the
engineer trains on two years of meter data on an office PC with a GPU (CPython 3.11).
Policy: only the mistakes are undone; the Arabic comment (valid), the chronological split and the
min-max scaling fitted on the training period stay.""")

case("eval_report",
     "American ML engineer at a payments company (Seattle), offline evaluation report with metrics, ROC-AUC and ECE written by hand",
     meant("eval_report"),
     [
         M("lambda_tuple_paren_lost",
           "The sort key `lambda t: (t[0], -t[1])` in roc_auc() lost the `)` that closes sorted(); restored "
           "at the end of the line.",
           ("key=lambda t: (t[0], -t[1]))\n", "key=lambda t: (t[0], -t[1])\n")),
         M("for_in_typed_int",
           "`for c int CLASSES:` in per_class() - `in` typed as `int`; meant.py has `in`.",
           ("    for c in CLASSES:\n        tp =", "    for c int CLASSES:\n        tp =")),
         M("assign_for_equality",
           "`if r[\"pred\"] = r[\"label\"]` in the accuracy generator, with `=` for `==`.",
           ('if r["pred"] == r["label"]) / len(rows)', 'if r["pred"] = r["label"]) / len(rows)')),
         M("fstring_brace_lost_in_concatenation",
           "In the macro line `{macro[1]:.3f}` lost its `}`. The f-string is the first of two joined over two "
           "lines, and CPython 3.11 reports an error in any piece of such a concatenation at its last piece, "
           "one line below. Restored after `:.3f`.",
           ("{macro[0]:.3f} / {macro[1]:.3f} / {macro[2]:.3f}", "{macro[0]:.3f} / {macro[1]:.3f / {macro[2]:.3f}")),
         M("list_bracket_lost_line_end",
           "The three-line list added to `md` for the positive class lost its `]` at the end of its last line "
           "(`\"|---|---|---|---|---|\"]`); the next statement, `md += sweep(...)`, lands inside it and CPython "
           "reports the `[` as never closed, two lines up. Restored at the end of that line.",
           ('"| threshold | precision | recall | F1 | flagged |", "|---|---|---|---|---|"]\n',
            '"| threshold | precision | recall | F1 | flagged |", "|---|---|---|---|---|"\n')),
         M("stray_backtick",
           "A stray backtick after `print(report)` - the engineer had been typing Markdown code spans in the "
           "report strings; meant.py has none.",
           ("    print(report)\n", "    print(report)`\n")),
     ],
     note="""Situation: model v14 is up for review; the engineer extends the eval script with the calibration
error and the threshold sweep the risk team asked for and runs it before opening the PR (CPython 3.11).
Policy: only the mistakes are undone; the metrics written by hand (to match the Go service), the
Markdown built from lists of strings and the emoji in the sweep table stay.""")

case("balayage_hparams",
     "French research engineer in a bio-imaging lab (Grenoble), resumable hyper-parameter sweep over frozen dataclass configs",
     meant("balayage_hparams"),
     [
         M("decorator_paren_lost",
           "`@dataclass(frozen=True` above OptimConfig lost its `)`; restored, as on the Experience decorator "
           "(frozen is needed: replace() is used to derive the configurations).",
           ("@dataclass(frozen=True)\nclass OptimConfig:", "@dataclass(frozen=True\nclass OptimConfig:")),
         M("dict_closing_line_missing",
           "The `}` line closing GRILLES was deleted together with a commented-out third grid below it; the "
           "dict runs into `GRAINES = [0, 1, 2]` and CPython reports the `{` of GRILLES as never closed, "
           "12 lines up. Restored after the `complete` grid's `},`.",
           ('        "augmentation": ["legere", "forte"],\n    },\n}\n', '        "augmentation": ["legere", "forte"],\n    },\n')),
         M("azerty_unshifted_digit",
           "`[8, 16, 32, 6']`: on a French AZERTY keyboard the digits need Shift, and the unshifted `4` key is "
           "`'`; the batch size 64 came out as `6'`, which opens a string. meant.py has `64` (the grid doubles "
           "the batch size at each step).",
           ('"taille_batch": [8, 16, 32, 64],', "\"taille_batch\": [8, 16, 32, 6'],")),
         M("single_star_in_dict_display",
           "`{\"cle\": exp.cle(), *metriques}` - one `*` where a dict display needs `**` to merge the metrics "
           "dict returned by entrainer(); meant.py has `**metriques` (the ranking reads r[\"dice_val\"] from it).",
           ('r = {"cle": exp.cle(), **metriques}', 'r = {"cle": exp.cle(), *metriques}')),
     ],
     note="""Situation: the segmentation model is being tuned before a paper deadline; the engineer adds the
"complete" grid and the resume logic and launches the sweep on the lab's GPU server (CPython 3.11).
Policy: only the mistakes are undone; French names and messages, frozen dataclasses with replace(),
the « » and σ in the output and the JSONL resume file stay.""")
