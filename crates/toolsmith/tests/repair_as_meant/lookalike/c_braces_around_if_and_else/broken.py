def check(p):
    problems = []
    if len(p) < 8 {
        problems.append('short')
    } else {
        problems.append('ok')
    }
    return problems
