def make_matrix(rows, cols, fill):
    m = [];
    for r in range(rows):
        m.append([fill] * cols);
    return m;


def transpose(m):
    rows = len(m);
    cols = len(m[0]);
    t = make_matrix(cols, rows, 0);
    for r in range(rows) {
        for c in range(cols) {
            t[c][r] = m[r][c];
        }
    }
    return t;


def is_symmetric(m):
    rows = len(m);
    cols = len(m[0]);
    if rows != cols
        return False;
    return m == transpose(m);


a = [[1, 2, 3], [2, 5, 6], [3, 6, 9]];
print(transpose(a));
print(is_symmetric(a));
