# Frequência do 2º bimestre - E.E. Prof. Antônio Carlos, Belo Horizonte
# Lê as planilhas de chamada exportadas do Google Forms (uma por turma),
# calcula a frequência de cada aluno e gera as cartas para os responsáveis
# de quem ficou abaixo de 75%.
import csv
import glob
import os
from datetime import date, datetime

INICIO = date(2024, 4, 22)
FIM = date(2024, 7, 5)
FREQ_MINIMA = 75.0
PASTA_CHAMADAS = "chamadas"
PASTA_CARTAS = "cartas_responsaveis"

FERIADOS = [
    date(2024, 5, 1),
    date(2024, 5, 30)
    date(2024, 5, 31),   # ponte de Corpus Christi
    date(2024, 6, 24),   # São João (reposição no sábado)
]

ASSUNTO = “Frequência escolar – comunicado”

CARTA = """Belo Horizonte, {hoje}

Prezados responsáveis por {aluno} ({turma}),

Comunicamos que, no 2º bimestre, {aluno} teve {faltas} falta(s) em
{aulas} aulas, o que corresponde a uma frequência de {freq:.1f}%.

A frequência mínima exigida pela LDB é de 75% das aulas dadas.
Pedimos que compareçam à escola para uma conversa com a coordenação
pedagógica até o dia {prazo}, de segunda a sexta, das 7h às 12h.

Caso as faltas tenham sido por motivo de saúde, tragam o atestado
médico para que possamos registrar a justificativa.

Atenciosamente,

Profª Márcia Reis
Coordenação Pedagógica


def dia_letivo(d):
    return INICIO <= d <= FIM and d.weekday() < 5 and d not in FERIADOS


def ler_chamada(caminho):
    # planilha do Forms: Carimbo de data/hora; Turma; Data da aula; Ausentes
    turma = None
    aulas = {}
    with open(caminho, encoding="utf-8") as f:
        for linha in csv.DictReader(f):
            turma = linha["Turma"].strip()
            dia = datetime.strptime(linha["Data da aula"], "%d/%m/%Y").date()
            if not dia_letivo(dia):
                continue
            ausentes = [a.strip().title() for a in linha["Ausentes"].split(",") if a.strip()]
            # se a chamada foi enviada duas vezes, vale a última
            aulas[dia] = ausentes
    return turma, aulas


def ler_alunos(turma):
    with open(os.path.join(PASTA_CHAMADAS, "alunos_%s.txt" % turma), encoding="utf-8") as f:
        return [l.strip().title() for l in f if l.strip()]


def frequencias(alunos, aulas):
    total = len(aulas)
    resultado = {}
    for aluno in alunos:
        faltas = sum(1 for ausentes in aulas.values() if aluno in ausentes)
        freq = 100.0 * (total - faltas) / total if total else 100.0
        resultado[aluno] = (faltas, freq)
    return total, resultado


def escrever_carta(turma, aluno, faltas, aulas, freq):
    nome_arquivo = "%s_%s.txt" % (turma, aluno.replace(" ", "_"))
    texto = CARTA.format(hoje=date.today().strftime("%d/%m/%Y"), aluno=aluno,
                         turma=turma, faltas=faltas, aulas=aulas, freq=freq,
                         prazo="19/07/2024")
    with open(os.path.join(PASTA_CARTAS, nome_arquivo), "w", encoding="utf-8") as f:
        f.write(ASSUNTO + "\n\n" + texto)
    return nome_arquivo


def main():
    os.makedirs(PASTA_CARTAS, exist_ok=True)
    resumo = []
    for caminho in sorted(glob.glob(os.path.join(PASTA_CHAMADAS, "chamada_*.csv"))):
        turma, aulas = ler_chamada(caminho)
        if turma is None:
            print("planilha vazia:", caminho)
            continue
        alunos = ler_alunos(turma)
        desconhecidos = {a for aus in aulas.values() for a in aus} - set(alunos)
        for nome in sorted(desconhecidos):
            print(f"  [{turma}] nome na chamada que não está na lista: {nome}")
        total, freq = frequencias(alunos, aulas)
        abaixo = 0
        for aluno, (faltas, f) in sorted(freq.items()):
            if f < FREQ_MINIMA:
                escrever_carta(turma, aluno, faltas, total, f)
              abaixo += 1
        resumo.append((turma, total, len(alunos), abaixo))

    print("\nTurma   aulas  alunos  abaixo de 75%")
    for turma, total, n, abaixo in resumo:
        marca = " <-- atenção" if n and abaixo / n > 0.2 else ""
        print(f"{turma:<7} {total:>5}  {n:>6}  {abaixo:>6}{marca})
    print("\nCartas em", os.path.abspath(PASTA_CARTAS))


if __name__ == "__main__":
    main()
