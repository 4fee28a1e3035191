"""Cases 011-020: bioinformatics and wet-lab scientists (people-syntax-20)."""
from lib import M, case
from helpers import meant

case("ensamblaje_qc",
     "Spanish postdoc in genomics (Barcelona), assembly statistics (N50, GC, Ns) from a contig FASTA parsed by hand",
     meant("ensamblaje_qc"),
     [
         M("docstring_closed_with_single_quotes",
           "The module docstring opened with `\"\"\"` was closed with `'''`; the string runs on to the "
           "`\"\"\"` that opens leer_fasta()'s docstring, and from there on every docstring's quotes pair up "
           "the wrong way round until the last opener, nx()'s, runs to the end of the file. meant.py closes "
           "the module docstring with `\"\"\"` on its own line, where the usage text ends.",
           ('en el clúster del grupo no se pueden instalar paquetes.\n"""\n',
            "en el clúster del grupo no se pueden instalar paquetes.\n'''\n")),
         M("missing_colon",
           "`with abrir(ruta) as fh` without its colon.",
           ("    with abrir(ruta) as fh:", "    with abrir(ruta) as fh")),
         M("not_equal_typo",
           "`if n_total =! 0:` with the two characters of `!=` swapped.",
           ("    if n_total != 0:", "    if n_total =! 0:")),
         M("lambda_colon_lost",
           "The sort key `lambda t: -t[0]` lost its colon (`lambda t -t[0]`).",
           ("largos.sort(key=lambda t: -t[0])", "largos.sort(key=lambda t -t[0])")),
     ],
     note="""Situation: a new assembly came back from the cluster and the postdoc wants the numbers for the
lab meeting; no Biopython on the cluster, so the FASTA is read by hand.
Policy: only the mistakes are undone; Spanish names and messages and the hand-written parser stay.""")

case("fastq_trim",
     "Chinese PhD student in a plant genomics lab (Shenzhen), adapter and sliding-window quality trimming of FASTQ by hand",
     meant("fastq_trim"),
     [
         M("dict_closing_line_missing",
           "The `}` line closing ADAPTERS was deleted along with a commented-out fourth adapter below it; "
           "the dict runs into `def open_any(...)` and CPython reports the `{` as never closed, 4 lines up. "
           "Restored after the smallrna entry.",
           ('    "smallrna": "TGGAATTCTCGGGTGCCAAGG",\n}\n', '    "smallrna": "TGGAATTCTCGGGTGCCAAGG",\n')),
         M("assignment_in_while_condition",
           "`while (line = fh.readline()):` written as in C. CPython suggests `==` or `:=`; meant.py has `:=` "
           "because the loop body uses `line` as the record's header line, and keeps the author's parentheses.",
           ("    while (line := fh.readline()):", "    while (line = fh.readline()):")),
         M("fullwidth_colon",
           "The colon of `if end < args.min_len:` typed as the fullwidth `：` (U+FF1A) with the Chinese input "
           "method still on after writing the comments; meant.py has `:`.",
           ("            if end < args.min_len:", "            if end < args.min_len\uff1a")),
     ],
     note="""Situation: small-RNA libraries from the sequencing core, and no permission to install cutadapt on
the shared server; the student writes a trimmer of her own and runs it on a test file.
Policy: only the mistakes are undone; Chinese comments and messages, the exact-prefix adapter
search and the simple window rule stay.""")

case("kmer_spektrum",
     "German bioinformatician, Perl veteran (core facility, Heidelberg), canonical k-mer spectrum and genome-size estimate",
     meant("kmer_spektrum"),
     [
         M("string_quote_lost",
           "The second argument of `str.maketrans(\"ACGTN\", \"TGCAN\")` lost its closing quote; restored "
           "after `TGCAN`, before the `)`.",
           ('str.maketrans("ACGTN", "TGCAN")', 'str.maketrans("ACGTN", "TGCAN)')),
         M("perl_elsif",
           "`elsif erstes == \">\":` - Perl's spelling of `elif`, from twenty years of Perl scripts in the "
           "facility; meant.py has `elif`.",
           ('        elif erstes == ">":', '        elsif erstes == ">":')),
         M("condition_paren_lost_line_end",
           "The parenthesised two-line condition `if (\"N\" not in kmer\\n and kmer.count(kmer[0]) < k):` lost "
           "its `)` before the colon when the homopolymer test was added; CPython reports the `(` as never "
           "closed on the line above. Restored before the `:`.",
           ("and kmer.count(kmer[0]) < k):", "and kmer.count(kmer[0]) < k:")),
         M("dictcomp_comma_for_colon",
           "`{m, n for m, n in spektrum.items() if m > tal}`: a comma where the dict comprehension needs a "
           "colon. meant.py builds a dict (`{m: n ...}`), because the next lines call `kandidaten.get`.",
           ("kandidaten = {m: n for m, n in spektrum.items() if m > tal}",
            "kandidaten = {m, n for m, n in spektrum.items() if m > tal}")),
         M("genexp_not_parenthesized",
           "`max(n for km, n in ... if n > 10 * p, default=0)`: a generator passed together with another "
           "argument must have its own parentheses; meant.py adds them around the generator (the `default=0` "
           "is needed, the generator is often empty).",
           ("hoch = max((n for km, n in zaehler.items() if n > 10 * p), default=0)",
            "hoch = max(n for km, n in zaehler.items() if n > 10 * p, default=0)")),
     ],
     note="""Situation: the facility's bioinformatician ports an old Perl k-mer counter to Python for the
students; a quick look at a new Staphylococcus run before assembling it.
Policy: only the mistakes are undone; German names and messages, the in-memory Counter and the
rough valley/peak heuristic stay.""")

case("primer_tm",
     "Japanese molecular biologist (university lab, Osaka), primer Tm by nearest-neighbour thermodynamics and pair checks",
     meant("primer_tm"),
     [
         M("tuple_paren_lost_in_dict",
           "The `\"CA\": (-8.5, -22.7)` entry of the NN table lost its `)` when the ΔS value was corrected; "
           "the tuple swallows the entries below it and CPython only objects at the dict's `}`, 7 lines below. "
           "Restored at the end of the CA line, like every other row.",
           ('    "CA": (-8.5, -22.7),\n', '    "CA": (-8.5, -22.7,\n')),
         M("missing_comma_in_def_params",
           "In the signature `tm_nn(seq, oligo_nM=250.0, na_mM=50.0, ...)` the comma after `oligo_nM=250.0` "
           "was lost when the oligo concentration was added as a parameter; restored there.",
           ("def tm_nn(seq, oligo_nM=250.0, na_mM=50.0,", "def tm_nn(seq, oligo_nM=250.0 na_mM=50.0,")),
         M("ideographic_space",
           "A full-width space (U+3000) typed with the Japanese input method, which was still on after "
           "the Japanese comment on the line above, between `-` and `dntp_mM`; meant.py has an ASCII space.",
           ("max(mg_mM - dntp_mM, 0.0)", "max(mg_mM -\u3000dntp_mM, 0.0)")),
         M("unicode_minus_pasted",
           "The end of the Tm formula, `− 273.15`, was copied from the paper's PDF, where the minus is "
           "U+2212; meant.py has the ASCII `-`.",
           (" / (dS + R * math.log(ct)) - 273.15", " / (dS + R * math.log(ct)) \u2212 273.15")),
     ],
     note="""Situation: the lab's primer sheet is an old Excel file; the student checks that this script gives the
same Tm before ordering a new set of qPCR primers.
Policy: only the mistakes are undone; Japanese comments and messages, the simplified salt
correction and the hard-coded parameters stay; pasted or IME characters become the ASCII the
rest of the file uses.""")

case("elisa_plate",
     "American research technician (immunology lab, Boston), IL-6 ELISA standard curve and sample concentrations from a plate-reader CSV",
     meant("elisa_plate"),
     [
         M("list_bracket_lost_row_end",
           "Row B of LAYOUT lost its closing `]` (the line was retyped after two samples swapped wells); "
           "rows C-H become elements of row B, the last `]` closes row B and the outer list is left open. "
           "Restored at the end of row B, like the other rows.",
           ('"m09", "m09", "m10", "m10"],\n', '"m09", "m09", "m10", "m10",\n')),
         M("keyword_argument_repeated",
           "Half-finished edit: `encoding=\"latin-1\"` was added at the front of the open() call when the µ in "
           "the export broke the script, and the old `encoding=\"utf-8\"` at the end was not removed. meant.py "
           "keeps only latin-1, the point of the edit (the comment above says why).",
           ('open(path, encoding="latin-1", newline="")', 'open(path, encoding="latin-1", newline="", encoding="utf-8")')),
         M("for_in_lost",
           "`for c, name enumerate(row):` - the `in` of the inner loop was lost; meant.py has "
           "`for c, name in enumerate(row):`, like the outer loop.",
           ("        for c, name in enumerate(row):", "        for c, name enumerate(row):")),
     ],
     note="""Situation: the technician runs the plate on Friday afternoon and wants the sample table in the
shared drive before the PI's Monday meeting; the Prism 4PL comes later.
Policy: only the mistakes are undone; the straight-line fit on log10(conc), the hard-coded layout
and dilution stay.""")

case("vcf_panel_filter",
     "Indian clinical molecular geneticist (diagnostics lab, Bengaluru), cardiomyopathy panel variants filtered from a VCF parsed by hand",
     meant("vcf_panel_filter"),
     [
         M("extra_closing_paren",
           "`ap.add_argument(\"--min-vaf\", type=float, default=0.25))` - one `)` too many, typed when the "
           "line was copied from --min-qual and the cursor was before the old closing parenthesis; meant.py "
           "has one.",
           ('ap.add_argument("--min-vaf", type=float, default=0.25)\n', 'ap.add_argument("--min-vaf", type=float, default=0.25))\n')),
         M("dict_colon_lost",
           "`\"dp\" 0` in the reasons dict lost its colon; restored as in the other four entries.",
           ('reasons = {"qual": 0, "dp": 0,', 'reasons = {"qual": 0, "dp" 0,')),
         M("missing_colon",
           "`elif gq < args.min_gq` without its colon.",
           ("            elif gq < args.min_gq:", "            elif gq < args.min_gq")),
         M("call_paren_lost_after_list",
           "The `out.write(\"\\t\".join([ ... ]) + \"\\n\")` call spans 12 lines; its final `)` was lost when "
           "`+ \"\\n\"` was added after the `])`. The open call swallows the print() calls below it and CPython "
           "reports the `(` of out.write as never closed, 11 lines up. meant.py closes the call at the end of "
           "the `]) + \"\\n\"` line.",
           (']) + "\\n")\n', ']) + "\\n"\n')),
     ],
     note="""Situation: the reporting server has no pysam; the geneticist writes a small filter for the
panel's VCFs and tries it on last week's run before handing it to the reporting team.
Policy: only the mistakes are undone; the hand-written VCF parsing, the rounded panel coordinates
and the filter order stay.""")

case("orf_finder",
     "Kenyan phage biologist (KEMRI-Wellcome programme, Kilifi), six-frame ORF finder with a hand-typed codon table",
     meant("orf_finder"),
     [
         M("missing_comma_in_table_line",
           "In the codon table the comma between `\"TGA\": \"*\"` and `\"TGG\": \"W\"` was lost (the TGA entry "
           "was retyped after checking the table against code 4); the two strings join and the parser stops "
           "at the next colon. Restored after `\"*\"`.",
           ('"TGA": "*", "TGG": "W",', '"TGA": "*" "TGG": "W",')),
         M("dict_closing_line_missing",
           "The `}` line that closes CODE_11 was deleted; the dict runs into `CODE_4 = dict(...)` and CPython "
           "reports the `{` as never closed, 17 lines up. Restored after the GGx row.",
           ('    "GGT": "G", "GGC": "G", "GGA": "G", "GGG": "G",\n}\n', '    "GGT": "G", "GGC": "G", "GGA": "G", "GGG": "G",\n')),
         M("assign_for_equality",
           "`elif start is not None and aa = \"*\":` with `=` for `==`.",
           ('        elif start is not None and aa == "*":', '        elif start is not None and aa = "*":')),
         M("slice_semicolon_for_colon",
           "`prot[i;i + 60]`: the slice colon typed without Shift; meant.py has `prot[i:i + 60]` as in "
           "the line that builds the protein.",
           ("faa.write(prot[i:i + 60]", "faa.write(prot[i;i + 60]")),
         M("conditional_else_lost",
           "The three-line conditional expression `(max(...) \\n if hits \\n else None)` lost its `else` "
           "when the line was re-indented; CPython reports the missing `else` at the first line of the "
           "expression, two lines above. meant.py has `else None`, the value the `if longest:` below tests for.",
           ("                       else None)\n", "                       None)\n")),
     ],
     note="""Situation: three new phage genomes from the Kilifi wastewater samples; the biologist wants the
ORFs in Artemis before the annotation session and writes a finder instead of waiting for Prokka.
Policy: only the mistakes are undone; the hand-typed codon table (4 codons per line), the first-start
rule and the output formats stay.""")

case("alignement_nw",
     "French master's student in bioinformatics (Montpellier), Needleman-Wunsch global alignment with a hand-copied BLOSUM62",
     meant("alignement_nw"),
     [
         M("azerty_degree_for_paren",
           "`max(diag, haut, gauche°`: on a French AZERTY keyboard `°` is Shift on the `)` key, and Shift was "
           "still held; meant.py has the `)`.",
           ("meilleur = max(diag, haut, gauche)", "meilleur = max(diag, haut, gauche\u00b0")),
         M("tuple_paren_lost_line_end",
           "The three-line `return (\"\".join(...),\\n ...,\\n score[n][m])` lost its final `)`; the tuple runs "
           "into `def afficher` and CPython reports the `(` of the return as never closed, two lines up. "
           "Restored after `score[n][m]`.",
           ("            score[n][m])\n", "            score[n][m]\n")),
         M("missing_comma_in_unpacking",
           "`a1, a2 sc = aligner(...)`: the comma before `sc` in the unpacking target was lost; aligner() "
           "returns three values, so meant.py reads `a1, a2, sc`.",
           ("    a1, a2, sc = aligner(seq1, seq2, mat)", "    a1, a2 sc = aligner(seq1, seq2, mat)")),
     ],
     note="""Situation: practical session of the M1 algorithmics course; the student writes the alignment
without Biopython to understand the traceback and tests it on two globin fragments.
Policy: only the mistakes are undone; French names and messages, the hand-copied matrix (as text,
parsed at start-up) and the linear gap penalty stay.""")

case("qpcr_ddct",
     "Italian postdoc in molecular biology (Milan), ΔΔCt relative expression from a QuantStudio export",
     meant("qpcr_ddct"),
     [
         M("list_bracket_lost_in_dict",
           "The `\"bersagli\": [...]` list in PIASTRA lost its `]` when TP53 was added at its end; the next "
           "entry's key and colon land inside the list and CPython reports the mismatch at the dict's `}`, "
           "3 lines below. Restored after `\"TP53\"`.",
           ('"BCL2", "TP53"],\n', '"BCL2", "TP53",\n')),
         M("if_body_deleted",
           "The `continue` under `if valore in (\"Undetermined\", \"\"):` was deleted with a debugging print "
           "below it; the `if` is left without a body. Restored: an undetermined well is skipped, as the "
           "`continue` of the Ct-maximum test three lines below does.",
           ('        if valore in ("Undetermined", ""):\n            continue\n',
            '        if valore in ("Undetermined", ""):\n')),
         M("italian_e_grave_for_bracket",
           "`medieè(campione, rif)]`: on an Italian keyboard `[` is AltGr+è, and AltGr was not pressed; `medieè` "
           "is a valid name, so CPython sees a call and then an unmatched `]`. meant.py has `medie[(campione, rif)]`.",
           ("ref_m, ref_sd = medie[(campione, rif)]", "ref_m, ref_sd = medie\u00e8(campione, rif)]")),
     ],
     note="""Situation: a knock-down experiment with four targets; the postdoc exports the Results sheet from
the QuantStudio software and runs the ΔΔCt analysis before the group meeting.
Policy: only the mistakes are undone; Italian names, Greek letters in identifiers (ΔCt, ΔΔCt are
valid names), the simple outlier rule and the error propagation stay.""")

case("digest_map",
     "British lab manager (molecular biology lab, Cambridge), a 2009 Python 2 restriction-digest script ported by hand to Python 3",
     meant("digest_map"),
     [
         M("python2_except_comma",
           "`except IOError, e:` left from the Python 2 original; meant.py has `except IOError as e:` "
           "(the handler uses `e`).",
           ("    except IOError as e:", "    except IOError, e:")),
         M("python2_raise_comma",
           "`raise ValueError, \"unknown enzyme %s\" % enzyme` - Python 2's raise with a comma; meant.py calls "
           "the exception class with the message.",
           ('        raise ValueError("unknown enzyme %s" % enzyme)', '        raise ValueError, "unknown enzyme %s" % enzyme')),
         M("python2_print_statement",
           "The usage line is still a Python 2 print statement; the other prints in main() were converted.",
           ('        print("usage: digest_map.py plasmid.fa ENZYME [ENZYME ...]")',
            '        print "usage: digest_map.py plasmid.fa ENZYME [ENZYME ...]"')),
         M("python2_not_equal",
           "`if len(cuts) <> 1:` - Python 2's `<>`; meant.py has `!=`.",
           ("        if len(cuts) != 1:", "        if len(cuts) <> 1:")),
         M("python2_backticks",
           "`` `f` `` - Python 2's backtick repr inside the join; meant.py has `repr(f)` (what 2to3 writes "
           "for it; for ints the output is the same).",
           ('", ".join(repr(f) for f in frags)', '", ".join(`f` for f in frags)')),
         M("python2_octal_literal",
           "`os.makedirs(outdir, 0755)` - a Python 2 octal literal; meant.py has `0o755`, the same mode.",
           ("os.makedirs(outdir, 0o755)", "os.makedirs(outdir, 0755)")),
     ],
     note="""Situation: the departmental server was upgraded and lost Python 2; the lab manager ports the
old digest script by hand on a Friday afternoon (the prints with % formatting were converted, six
Python 2 constructs were missed).
Policy: only the Python 2 constructs that Python 3 refuses are undone, each into what 2to3 would
write; %-formatting, the manual file handling and the ASCII gel stay.""")
