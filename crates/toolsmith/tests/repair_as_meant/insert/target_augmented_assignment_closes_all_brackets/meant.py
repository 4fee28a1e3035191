def count(model, tokens, i, n):
    model[tokens[i]][tokens[i + n]] += 1
    return model
