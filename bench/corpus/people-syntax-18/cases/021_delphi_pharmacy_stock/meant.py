# Controle de estoque da farmácia - versão Python do antigo programa em Delphi 7
# Porto Alegre, 2024. Lê o banco SQLite, confere validade e estoque mínimo,
# e gera o pedido de compra para o distribuidor em CSV.
import csv
import sqlite3
import sys
from datetime import date, datetime, timedelta

BANCO = "estoque.db"
DIAS_ALERTA_VALIDADE = 60
FORNECEDOR_PADRAO = "Distribuidora Sul Ltda"


class Produto:
    def __init__(self, codigo, descricao, estoque, minimo, validade, controlado, preco):
        self.codigo = codigo
        self.descricao = descricao
        self.estoque = estoque
        self.minimo = minimo
        self.validade = validade
        self.controlado = controlado
        self.preco = preco

    def vencido(self, hoje):
        return self.validade is not None and self.validade < hoje

    def vence_em_breve(self, hoje):
        if self.validade is None:
            return False
        return hoje <= self.validade <= hoje + timedelta(days=DIAS_ALERTA_VALIDADE)

    def quantidade_pedido(self):
        # pede o dobro do mínimo menos o que tem, arredondado para caixa de 10
        falta = self.minimo * 2 - self.estoque
        if falta <= 0:
            return 0
        caixas = (falta + 9) // 10
        return caixas * 10


def conectar(caminho):
    con = sqlite3.connect(caminho)
    con.row_factory = sqlite3.Row
    return con


def carregar_produtos(con):
    produtos = []
    sql = """
        SELECT p.codigo, p.descricao, p.estoque_minimo, p.controlado, p.preco_custo,
               COALESCE(SUM(l.quantidade), 0) AS estoque,
               MIN(l.validade) AS validade
          FROM produtos p
          LEFT JOIN lotes l ON l.codigo_produto = p.codigo AND l.quantidade > 0
         WHERE p.ativo = 1
         GROUP BY p.codigo
         ORDER BY p.descricao
    """
    for linha in con.execute(sql):
        validade = None
        if linha["validade"] is not None:
            validade = datetime.strptime(linha["validade"], "%Y-%m-%d").date()
        produtos.append(Produto(linha["codigo"], linha["descricao"], linha["estoque"],
                                linha["estoque_minimo"], validade, linha["controlado"] == 1,
                                linha["preco_custo"]))
    return produtos


def relatorio_validade(produtos, hoje):
    vencidos = 0
    em_breve = 0
    for p in produtos:
        if p.vencido(hoje):
            vencidos = vencidos + 1
            print(f"  VENCIDO    {p.codigo:>6}  {p.descricao:<40} {p.validade:%d/%m/%Y}")
        elif p.vence_em_breve(hoje):
            em_breve = em_breve + 1
            dias = (p.validade - hoje).days
            print(f"  {dias:>3} dias   {p.codigo:>6}  {p.descricao:<40} {p.validade:%d/%m/%Y}")
    return vencidos, em_breve


def montar_pedido(produtos):
    itens = []
    total = 0.0
    for p in produtos:
        qtd = p.quantidade_pedido()
        if qtd != 0 and not p.controlado:
            valor = qtd * p.preco
            total = total + valor
            itens.append((p.codigo, p.descricao, qtd, p.preco, valor))
    return itens, total


def gravar_pedido(itens, total, arquivo):
    with open(arquivo, "w", newline="", encoding="latin-1") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["Fornecedor", FORNECEDOR_PADRAO, "Data", date.today().strftime("%d/%m/%Y")])
        w.writerow(["Código", "Descrição", "Qtd", "Preço unit.", "Valor"])
        for codigo, descricao, qtd, preco, valor in itens:
            w.writerow([codigo, descricao, qtd, f"{preco:.2f}".replace(".", ","),
                        f"{valor:.2f}".replace(".", ",")])
        w.writerow(["", "TOTAL", "", "", f"{total:.2f}".replace(".", ",")])


def main():
    caminho = BANCO
    if len(sys.argv) > 1:
        caminho = sys.argv[1]
    hoje = date.today()
    con = conectar(caminho)
    try:
        produtos = carregar_produtos(con)
    finally:
        con.close()
    print(f"{len(produtos)} produtos ativos")

    print("\n== Validade ==")
    vencidos, em_breve = relatorio_validade(produtos, hoje)
    print(f"{vencidos} vencidos, {em_breve} vencendo em até {DIAS_ALERTA_VALIDADE} dias")

    itens, total = montar_pedido(produtos)
    if len(itens) == 0:
        print("\nNenhum item abaixo do mínimo.")
        return
    arquivo = f"pedido_{hoje:%Y%m%d}.csv"
    gravar_pedido(itens, total, arquivo)
    print(f"\nPedido com {len(itens)} itens, total R$ {total:,.2f} -> {arquivo}")
    controlados = [p for p in produtos if p.controlado and p.quantidade_pedido() > 0]
    if controlados:
        print("Atenção: medicamentos controlados abaixo do mínimo (pedido manual, receita B):")
        for p in controlados:
            print(f"  {p.codigo:>6}  {p.descricao}")


if __name__ == "__main__":
    main()
