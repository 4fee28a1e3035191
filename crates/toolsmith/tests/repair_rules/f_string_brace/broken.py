def latex_table(rows, caption):
    lines = [r"\begin{tabular}{lr}"]
    for name, value in rows:
        lines.append(f"\\textbf{{name}}} & {value:.2f} \\\\")
    lines.append(f"\\caption{{{caption}}}")
    lines.append(r"\end{tabular}")
    return "\n".join(lines)


print(latex_table([("alpha", 0.5), ("beta", 1.25)], "Results"))
