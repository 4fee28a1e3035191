"""031-040: DevOps and sysadmin scripts by people whose first language is shell or
YAML (subprocess, boto3, paramiko, Fabric, kubectl, Ansible, argparse)."""
from lib import M, case
from helpers import meant

case("deploy_release", "backend developer who ran deploys with bash for years, English",
     meant("deploy_release"),
     [M("double_ampersand",
        "`if args.env == \"prod\" && os.environ.get(...)` - bash's `&&` in the guard.",
        ('if args.env == "prod" and os.environ', 'if args.env == "prod" && os.environ')),
      M("echo_for_print",
        "`echo \"refusing prod deploy without DEPLOY_CONFIRM=yes\"` - the line kept from deploy.sh. "
        "Every other message in the file goes through `log(...)`, so meant.py has "
        "`log(\"refusing ...\")`.",
        ('        log("refusing prod deploy without DEPLOY_CONFIRM=yes")\n',
         '        echo "refusing prod deploy without DEPLOY_CONFIRM=yes"\n')),
      M("unclosed_paren_far",
        "The outer `)` of the two-line `sorted((d for d in ...),\\n key=lambda d: ...)` lost at "
        "the end of the `key=` line; CPython reports the `sorted(` line.",
        ("os.path.join(base, d)))\n", "os.path.join(base, d))\n")),
      ])

case("rotate_app_logs", "Linux admin, Russian, cron jobs formerly in bash",
     meant("rotate_app_logs"),
     [M("except_commented_out",
        "The `except OSError as e:` clause and its two lines commented out (to see the full "
        "traceback while testing) and not restored: the `try:` has no handler, reported at the "
        "next statement. meant.py has the clause back; its text is in the file.",
        ('        except OSError as e:\n            stats["errors"] += 1\n            print(f"ошибка {p}: {e}", file=sys.stderr)\n',
         '        # except OSError as e:\n        #     stats["errors"] += 1\n        #     print(f"ошибка {p}: {e}", file=sys.stderr)\n')),
      M("fstring_nested_same_quotes",
        "`{stats[\"compressed\"]}` with double quotes inside the double-quoted report f-string "
        "(his laptop has Python 3.12; the servers run 3.11). The next fields on the same line "
        "use `stats['deleted']`.",
        ("{stats['compressed']}", '{stats["compressed"]}')),
      M("double_pipe",
        "`if free < MIN_FREE_GB || stats[\"errors\"] > 0:` - bash's `||`.",
        ("if free < MIN_FREE_GB or stats", "if free < MIN_FREE_GB || stats")),
      ])

case("k8s_rollout", "platform engineer who lives in YAML and Helm, Argentine Spanish",
     meant("k8s_rollout"),
     [M("missing_comma_after_nested_dict",
        "The `,` after the `metadata` block's closing `}` lost (in YAML the block just ends); "
        "CPython reports at the `\"metadata\": {` key five lines up.",
        ('            "labels": {"app": APP, "team": "plataforma"},\n        },\n',
         '            "labels": {"app": APP, "team": "plataforma"},\n        }\n')),
      M("missing_comma_line_end",
        "Comma lost at the end of the `\"httpGet\": {...}` line inside `readinessProbe`.",
        ('{"path": "/healthz", "port": 8080},\n', '{"path": "/healthz", "port": 8080}\n')),
      M("closing_line_missing",
        "The `)` line of the four-line `kubectl(\"get\", \"events\", ...)` call deleted; CPython "
        "reports the call's opening line. Restored at the indentation of `events = kubectl(`.",
        ('        "--sort-by", ".lastTimestamp",\n    )\n', '        "--sort-by", ".lastTimestamp",\n')),
      ],
     note="""The f-string without fields (`f"involvedObject.kind=Pod"`) is his and valid.""")

case("s3_backup_check", "sysadmin, Polish, formerly aws-cli + jq in bash",
     meant("s3_backup_check"),
     [M("closing_line_missing",
        "The `)` line of the three-line `boto3.client(` call deleted; reported at the opening "
        "line, well above the place where it is missing.",
        ('    region_name="eu-central-1",\n)\n', '    region_name="eu-central-1",\n')),
      M("missing_colon",
        "`except ClientError as e` without its colon, in `check()`.",
        ("    except ClientError as e:\n        return", "    except ClientError as e\n        return")),
      M("bash_test_operator",
        "`if status -ne \"OK\":` - the `test` operator `-ne` from check_backup.sh.",
        ('        if status != "OK":\n', '        if status -ne "OK":\n')),
      ])

case("ansible_inventory", "infrastructure engineer, European Portuguese, YAML group_vars author",
     meant("ansible_inventory"),
     [M("yaml_nested_without_braces",
        "The `db` group's variables written YAML-style: `\"db\":` with its keys on the lines below "
        "and no opening `{` (the closing `},` stayed).",
        ('    "db": {\n        "ansible_user": "dba",\n', '    "db":\n        "ansible_user": "dba",\n')),
      M("unquoted_ip",
        "`\"ip\": 10.20.0.52` - the IP address unquoted, as YAML allows; the line above quotes "
        "it.",
        ('"ip": "10.20.0.52"', '"ip": 10.20.0.52')),
      M("closing_line_missing",
        "The `}` line closing the per-host `hostvars` dict in the CMDB loop deleted (in YAML "
        "there is no closer to write).",
        ('            "os_family": srv.get("os", "debian"),\n        }\n', '            "os_family": srv.get("os", "debian"),\n')),
      ])

case("docker_prune", "CI/DevOps engineer, Japanese, porting cleanup.sh",
     meant("docker_prune"),
     [M("bash_for_do",
        "`for c in exited_containers(); do` - bash's `; do` instead of `:`.",
        ("    for c in exited_containers():\n", "    for c in exited_containers(); do\n")),
      M("bash_if_then",
        "`if removed and not args.dry_run; then` - bash's `; then` instead of `:`.",
        ("    if removed and not args.dry_run:\n", "    if removed and not args.dry_run; then\n")),
      M("shell_redirect_left",
        "`sh([...], check=False) 2>/dev/null` - a shell redirection kept after the call from "
        "the bash version; `check=False` already ignores the failure, so meant.py drops it.",
        ('sh(["docker", "volume", "prune", "-f"], check=False)\n', 'sh(["docker", "volume", "prune", "-f"], check=False) 2>/dev/null\n')),
      ])

case("fleet_uptime_ssh", "senior Linux admin, Dutch, paramiko",
     meant("fleet_uptime_ssh"),
     [M("closing_line_missing",
        "The `)` line of the multi-line `client.connect(` call deleted with the "
        "`banner_timeout` argument edit; the argument stayed.",
        ("            banner_timeout=TIMEOUT,\n        )\n", "            banner_timeout=TIMEOUT,\n")),
      M("except_comma",
        "`except paramiko.SSHException, socket.error as e:` - two exception types without "
        "parentheses.",
        ("except (paramiko.SSHException, socket.error) as e:", "except paramiko.SSHException, socket.error as e:")),
      M("elif_after_else",
        "The `elif down:` branch added after the final `else:`. meant.py moves it back before "
        "`else`, so the return codes are 2 (disk), 1 (down), 0.",
        ("        return 2\n    elif down:\n        return 1\n    else:\n        return 0\n",
         "        return 2\n    else:\n        return 0\n    elif down:\n        return 1\n")),
      ])

case("dns_record_update", "IT admin, Hinglish comments, formerly curl + jq",
     meant("dns_record_update"),
     [M("missing_comma_kwargs",
        "`default=300 help=\"TTL seconds (1 = auto)\"` - comma lost between two keyword "
        "arguments.",
        ('default=300, help="TTL', 'default=300 help="TTL')),
      M("shell_exit",
        "`exit 1` - the bash exit in the token check; the IP check below has `sys.exit(1)`.",
        ('        log.error("CF_API_TOKEN set nahi hai")\n        sys.exit(1)\n',
         '        log.error("CF_API_TOKEN set nahi hai")\n        exit 1\n')),
      M("closing_line_missing",
        "The `}` line of the multi-line `body = {` dict deleted; reported at `body = {`.",
        ('        "proxied": args.proxied,\n    }\n', '        "proxied": args.proxied,\n')),
      ])

case("cert_expiry_check", "system administrator, Turkish, Nagios checks in bash",
     meant("cert_expiry_check"),
     [M("closing_line_missing",
        "The `]` line of the `HOSTS` list deleted after the last tuple.",
        ('    ("api.ornek-firma.com.tr", 8443),\n]\n', '    ("api.ornek-firma.com.tr", 8443),\n')),
      M("unclosed_paren_far",
        "The `)` closing `subprocess.run(` lost at the start of `).stdout.strip()`; the line "
        "becomes `.stdout.strip()`, still inside the call.",
        ("    ).stdout.strip()\n", "    .stdout.strip()\n")),
      M("bash_bang_not",
        "`if ! os.access(path, os.R_OK):` - bash's `!` for `not`.",
        ("        if not os.access(path, os.R_OK):\n", "        if ! os.access(path, os.R_OK):\n")),
      ])

case("fab_release", "operations engineer, Chinese, Fabric 3",
     meant("fab_release"),
     [M("heredoc_terminator",
        "The nginx snippet string opened with `\"\"\"\\` and closed with `EOF`, as in the "
        "heredoc of release.sh; the string never ends. CPython reports at its opening line. "
        "meant.py closes it with `\"\"\"` (the module docstring's quotes).",
        ('}\n"""\n\n\ndef stamp', '}\nEOF\n\n\ndef stamp')),
      M("missing_colon",
        "`with c.cd(APP_DIR)` without its colon.",
        ("    with c.cd(APP_DIR):\n", "    with c.cd(APP_DIR)\n")),
      M("shell_dollar_var",
        "`c.run(\"rm -rf \" + $d)` - bash's `$d`. meant.py removes only the `$`. (Inside a "
        "string, as in `c.run(\"rm -rf $d\")`, it would have been valid and wrong.)",
        ('c.run("rm -rf " + d)', 'c.run("rm -rf " + $d)')),
      ])
