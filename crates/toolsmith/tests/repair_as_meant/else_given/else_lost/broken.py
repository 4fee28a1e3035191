def signature(name, params, prev_pos_only):
    params_string = "" if "self" in prev_pos_only  "self, "
    return f"{name}({params_string}{', '.join(params)})"
