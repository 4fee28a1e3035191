notas = {
    'Ana': {'mate': 8},
    'Luis': {'mate': 5}
    'Marta': {'mate': 9},
}
