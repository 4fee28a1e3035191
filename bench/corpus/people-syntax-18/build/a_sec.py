"""Group 1 (001-010): security, CTF and network tooling by pentesters and CTF players."""
from lib import M, case
from helpers import meant

case("ret2libc_exploit",
     "Vietnamese CTF player (Hanoi), university team, pwntools exploit for a qualifier's heap-notebook binary",
     meant("ret2libc_exploit"),
     [
         M("triple_quote_closed_with_two",
           "The gdbscript string's closing `\"\"\"` typed as `\"\"`, so the string runs on to the "
           "next docstring; meant.py closes it with `\"\"\"` on its own line, as it was opened.",
           ('continue\n"""\n', 'continue\n""\n')),
         M("call_closing_line_missing",
           "The `)` line closing the multi-line `flat(` call in stage1 deleted; meant.py restores "
           "it at the indentation of `payload = flat(`, right after `rop.chain(),`.",
           ('        rop.chain(),\n    )\n    log.info', '        rop.chain(),\n    log.info')),
         M("fstring_brace_lost",
           "The `}` closing `{canary:#018x}` in an f-string lost; meant.py closes the field after "
           "the format spec (the pie-leak line below has the same shape).",
           ('f"canary   = {canary:#018x}"', 'f"canary   = {canary:#018x"')),
         M("missing_colon",
           "The colon after `def choose(io, n)` left out.",
           ("def choose(io, n):", "def choose(io, n)")),
     ],
     note="""
Situation: an exploit for a 64-bit PIE binary written at night during the qualifier: a
format-string leak of the canary and a PIE address, then ret2libc in two ROP stages.
Vietnamese comments and log messages. pwntools' `from pwn import *` provides ELF, ROP,
flat, u64, args, log and the tubes; nothing is run here.
Policy: only the four slips are undone; the mutable default `argv=[]` (pwntools' template)
stays.
""")

case("scapy_arp_watch",
     "Turkish penetration tester (Ankara) checking a customer's guest VLAN for ARP spoofing and rogue DHCP with scapy",
     meant("scapy_arp_watch"),
     [
         M("import_paren_closing_line_missing",
           "The `)` line closing the parenthesized `from scapy.all import (` list deleted; "
           "meant.py restores it at column 0 after `srp,`.",
           ("    srp,\n)\n", "    srp,\n")),
         M("fstring_nested_same_quotes",
           "Inside a double-quoted f-string the key is written `satir[\"zaman\"]` with double "
           "quotes (accepted only from Python 3.12); meant.py uses `'zaman'`, as the file does "
           "elsewhere.",
           ("""f"[{satir['zaman']}] !! {tur}: {mesaj}\"""", """f"[{satir["zaman"]}] !! {tur}: {mesaj}\"""")),
         M("call_paren_lost_line_end",
           "The `)` at the end of the continuation line of the `uyar(...)` call in the MAC-change "
           "branch lost; meant.py closes the call at the end of `ip=ip, eski=eski, yeni=mac`.",
           ("             ip=ip, eski=eski, yeni=mac)\n", "             ip=ip, eski=eski, yeni=mac\n")),
         M("missing_comma_kwargs_line_end",
           "The comma at the end of `store=False,` in the multi-line `sniff(` call lost.",
           ("              store=False,\n", "              store=False\n")),
     ],
     note="""
Situation: a passive watcher run during an internal test: an ARP sweep fills the table,
then `sniff` watches is-at replies and DHCP offers, and the alerts go to a CSV for the
report. Turkish names, comments and messages.
Policy: only the slips are undone; the unused loop variable `gonderilen` stays.
""")

case("telnet_honeypot",
     "Dutch SOC analyst (Eindhoven) building a low-interaction telnet honeypot for a blue-team training",
     meant("telnet_honeypot"),
     [
         M("dict_closing_line_missing",
           "The `}` line closing the `NEPPE_ANTWOORDEN` dict of fake command answers deleted; "
           "meant.py restores it at column 0 after the last entry.",
           ('multi-call binary.",\n}\n', 'multi-call binary.",\n')),
         M("tab_mixed_with_spaces",
           "The `break` under `if len(buf) > 512:` indented with two TABs (the author's editor "
           "inserted TABs on that line) while the file uses spaces; meant.py indents it with 16 "
           "spaces, one level under its `if`.",
           ("                break\n        return buf.strip()", "\t\tbreak\n        return buf.strip()")),
         M("except_wrong_depth",
           "The `except (...) as e:` of the `try:` in `handle` typed at the method's own depth "
           "(4 spaces); meant.py puts it at the depth of its `try:` (8 spaces).",
           ("        except (ConnectionError, socket.timeout, OSError) as e:",
            "    except (ConnectionError, socket.timeout, OSError) as e:")),
         M("missing_comma_in_list",
           "The comma between `IAC` and `WILL` lost in the byte list of the telnet negotiation.",
           ("IAC, WILL, ECHO, IAC, WILL, SGA", "IAC, WILL, ECHO, IAC WILL, SGA")),
     ],
     note="""
Situation: a socketserver honeypot pretending to be a BusyBox router: telnet negotiation
bytes, a fake login and shell, and every event written as a JSON line for the ELK stack.
Dutch names, comments and log messages.
Policy: only the slips are undone; `"%s:%d" % self.client_address` and the `%`-style
logging calls stay.
""")

case("firmware_header",
     "Polish hardware pentester (Kraków) parsing an IP camera's firmware image with struct for a report",
     meant("firmware_header"),
     [
         M("paren_lost_start_of_tuple_target",
           "The `(` opening the two-line tuple target `(magic, ver_major, ...` lost, so the first "
           "line is a complete statement and the second an unexpected indent; meant.py restores "
           "the `(` the `... build) =` line closes.",
           ("    (magic, ver_major, ver_minor, flags, n_sekcji,", "    magic, ver_major, ver_minor, flags, n_sekcji,")),
         M("paren_lost_bitwise",
           "The `)` closing `~(F_SIGNED | ... | F_DEBUG)` lost at the end of the line; meant.py "
           "closes the mask there (all four flags are masked out).",
           ("F_COMPRESSED | F_DEBUG)\n    if reszta:", "F_COMPRESSED | F_DEBUG\n    if reszta:")),
         M("fstring_nested_same_quotes",
           "The conditional inside the last f-string of the section line written with double "
           "quotes (`\"ok\"`, `\"ZŁE\"`) inside double quotes (accepted only from 3.12); meant.py "
           "uses single quotes, as the other fields of that print do.",
           ("""crc={'ok' if crc_ok else 'ZŁE'}""", """crc={"ok" if crc_ok else "ZŁE"}""")),
         M("append_dict_closing_line_missing",
           "The `})` line closing `sekcje.append({` in czytaj_sekcje deleted; meant.py restores it "
           "at the indentation of `sekcje.append({` after the last key.",
           ('            "crc": crc,\n        })\n', '            "crc": crc,\n')),
     ],
     note="""
Situation: a parser for a proprietary firmware header (64-byte header, table of 32-byte
sections, XOR "encryption") written to document findings: flags decoded bit by bit, CRC32
checked, sections carved out. Polish names, comments and output.
Policy: only the slips are undone; the unused `_zarezerwowane` field stays.
""")

case("log_hunter",
     "Indian SOC L2 analyst (Pune, night shift) hunting web attacks and SSH brute force in nginx and auth logs",
     meant("log_hunter"),
     [
         M("raw_string_quotes_switched",
           "The last piece of the nginx regex, which contains `\"` characters, typed in double "
           "quotes (`r\"...\"`) like the SSHD pattern below, so the string ends at the first inner "
           "`\"`; meant.py keeps the single quotes of the two lines above.",
           ("""    r'(?P<status>\\d{3}) (?P<size>\\d+|-) "(?P<ref>[^"]*)" "(?P<ua>[^"]*)"'\n""",
            """    r"(?P<status>\\d{3}) (?P<size>\\d+|-) "(?P<ref>[^"]*)" "(?P<ua>[^"]*)""\n""")),
         M("missing_comma_dict_line_end",
           "The comma at the end of the `\"lfi\"` entry of the ATTACKS dict lost.",
           ('php://filter"),\n', 'php://filter")\n')),
         M("operator_typo_ge",
           "`>=` typed as `=>` in the `elif` that looks for a login after many failures.",
           ("failed[ip] >= BRUTE_THRESHOLD:", "failed[ip] => BRUTE_THRESHOLD:")),
         M("fstring_paren_lost",
           "The `)` of `sum(c.values())` inside an f-string field lost before the format spec; "
           "meant.py closes the call before `:>6`.",
           ("{sum(c.values()):>6}", "{sum(c.values():>6}")),
     ],
     note="""
Situation: a threat-hunting helper for the shift handover: compiled regexes for nginx and
sshd lines, per-IP counters of SQLi/LFI/RCE/XSS patterns and scanner user agents, and a
brute-force check that escalates when a login follows many failures.
Policy: only the slips are undone; the regexes are kept exactly as written.
""")

case("cookie_secret_crack",
     "Ukrainian CTF player (Kharkiv) cracking a Flask-style HMAC session cookie secret during a web task",
     meant("cookie_secret_crack"),
     [
         M("call_paren_lost_line_end",
           "The `)` closing the two-line progress `print(` lost at the end of "
           "`end=\"\", flush=True`; meant.py closes the call there.",
           ('end="", flush=True)\n', 'end="", flush=True\n')),
         M("for_else_wrong_depth",
           "The `else:` of the `for algo in kandydaty:` loop (run when no secret was found; the "
           "loop `break`s on success) typed at the depth of the loop body; meant.py puts it at "
           "the depth of its `for`.",
           ('        print(f"[-] не знайдено за {n:,} спроб ({chas:.0f} с)")\n    else:',
            '        print(f"[-] не знайдено за {n:,} спроб ({chas:.0f} с)")\n        else:')),
         M("dict_brace_lost_in_call",
           "The `}` closing the dict passed to `str.maketrans({...})` lost before its `)`.",
           ('"t": "7"})', '"t": "7")')),
         M("missing_comma_in_dict",
           "The comma between the `32:` and `64:` entries of a one-line dict lost.",
           ('32: ["sha256"], 64:', '32: ["sha256"] 64:')),
     ],
     note="""
Situation: a wordlist attack on an itsdangerous-style signed cookie (payload, timestamp,
HMAC) with a few hashcat-like mutation rules, then forging a cookie with role=admin.
Ukrainian names, comments and messages.
Policy: only the slips are undone.
""")

case("async_port_scan",
     "Moroccan pentester (Casablanca) writing an asyncio connect() port scanner for internal audits",
     meant("async_port_scan"),
     [
         M("dict_closing_line_missing",
           "The `}` line closing the SERVICES dict deleted; meant.py restores it at column 0 "
           "after the last entry.",
           ('    8443: "https-alt", 9200: "elasticsearch",\n}\n', '    8443: "https-alt", 9200: "elasticsearch",\n')),
         M("genexp_paren_lost_line_end",
           "The `)` closing the generator `(int(x) for x in morceau.split(\"-\", 1))` lost at the "
           "line end; meant.py closes it there.",
           ('for x in morceau.split("-", 1))\n', 'for x in morceau.split("-", 1)\n')),
         M("finally_body_dedented",
           "`writer.close()`, the first line of the `finally:` block, typed at the depth of "
           "`finally:` itself; meant.py indents it with the rest of the block.",
           ("        finally:\n            writer.close()", "        finally:\n        writer.close()")),
         M("missing_colon",
           "The colon after the `for i in range(0, len(taches), 5000)` header left out.",
           ("for i in range(0, len(taches), 5000):", "for i in range(0, len(taches), 5000)")),
     ],
     note="""
Situation: a TCP connect() scanner for hosts where the auditor has no root: a semaphore
bounds concurrency, open ports get a short banner grab, results go to a table and JSON.
French names, comments and output.
Policy: only the slips are undone.
""")

case("jwt_inspector",
     "Spanish bug bounty hunter (Valencia) inspecting JWTs for weak secrets and header tricks",
     meant("jwt_inspector"),
     [
         M("list_closing_line_missing",
           "The `]` line closing the SECRETOS_TIPICOS list deleted; meant.py restores it at "
           "column 0 after the last row.",
           ('"test", "dev", "s3cr3t",\n]\n', '"test", "dev", "s3cr3t",\n')),
         M("backslash_escapes_quote",
           "The one-backslash string in the tuple of suspicious characters typed `\"\\\"` (the "
           "backslash escapes the closing quote); meant.py writes it `\"\\\\\"`.",
           ('("/", "\\\\", "..",', '("/", "\\", "..",')),
         M("assign_for_equality",
           "`=` typed for `==` in `if cab[\"alg\"].lower() == \"none\":`.",
           ('if cab["alg"].lower() == "none":', 'if cab["alg"].lower() = "none":')),
         M("listcomp_bracket_lost_line_end",
           "The `]` closing the list comprehension that reads the extra wordlist lost at the "
           "line end; meant.py closes it there.",
           ('for l in f]\n', 'for l in f\n')),
     ],
     note="""
Situation: a command-line helper for bug bounty work: decode a JWT without verifying it,
list the suspicious header fields and claims, try a list of weak HMAC secrets and print
alg=none variants for Burp. Spanish names, comments and output.
Policy: only the slips are undone; `l` as a variable name stays.
""")

case("xor_breaker",
     "Taiwanese university student (Taipei), security club member, breaking repeating-key XOR for a practice CTF",
     meant("xor_breaker"),
     [
         M("missing_comma_dict_line_end",
           "The comma at the end of the FREQ line ending with `\"e\": 0.1041442,` lost.",
           ('"e": 0.1041442,\n', '"e": 0.1041442\n')),
         M("docstring_closed_with_two_quotes",
           "The one-line docstring of `hamming` closed with `\"\"` instead of `\"\"\"`, so it runs "
           "on to the next `\"\"\"`, in `guess_keysizes`' docstring; meant.py closes it with `\"\"\"`.",
           ('"""兩段 bytes 之間不同的位元數。"""', '"""兩段 bytes 之間不同的位元數。""')),
         M("fstring_literal_brace_not_doubled",
           "The literal `{` of `flag{` in an f-string typed single, so it opens a replacement "
           "field; meant.py doubles it as `flag{{`.",
           ('f"若開頭是 flag{{ ，金鑰前', 'f"若開頭是 flag{ ，金鑰前')),
         M("call_paren_lost_before_colon",
           "The `)` closing `enumerate(...)` lost before the colon of the `for` header; meant.py "
           "closes it after the start value `1`.",
           ("[:3], 1):", "[:3], 1:")),
     ],
     note="""
Situation: a teaching solver for a repeating-key XOR challenge: Hamming distances guess the
key length, each column is broken by single-byte brute force scored with English letter
frequencies, and a known `flag{` prefix gives a quick check. Traditional Chinese comments
and output.
Policy: only the slips are undone.
""")

case("dns_probe",
     "Czech network engineer (Brno) building raw DNS queries with struct to audit the company's resolvers",
     meant("dns_probe"),
     [
         M("paren_lost_bitwise",
           "The `)` after `<< 8` in the compression-pointer formula `((delka & 0x3F) << 8) | "
           "data[pos + 1]` lost; meant.py closes the shifted high byte before `|` (RFC 1035 "
           "4.1.4: 14-bit offset).",
           ("((delka & 0x3F) << 8) | data[pos + 1]", "((delka & 0x3F) << 8 | data[pos + 1]")),
         M("missing_comma_dict_line_end",
           "The comma at the end of the `\"rd\"` line of the `info` dict lost.",
           ('"rd": flags >> 8 & 1,\n', '"rd": flags >> 8 & 1\n')),
         M("assign_for_equality",
           "`=` typed for `==` in `elif typ == 16:`.",
           ("elif typ == 16:", "elif typ = 16:")),
         M("unindent_mismatch",
           "The `rtt = ...` line inside the `with socket.socket(...)` block indented with 6 "
           "spaces instead of 8; meant.py puts it at the block's depth (it is computed right "
           "after `recvfrom`).",
           ("        rtt = (time.perf_counter()", "      rtt = (time.perf_counter()")),
     ],
     note="""
Situation: a resolver audit tool: the DNS header, question and EDNS OPT record packed with
struct, the reply parsed by hand including name compression, flags printed bit by bit.
Czech names, comments and output.
Policy: only the slips are undone.
""")
