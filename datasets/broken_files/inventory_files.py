# Inventário da loja - lê e escreve um ficheiro CSV
import csv

def ler(caminho):
    produtos = []
    with open(caminho, newline="", encoding="utf-8") as f
        leitor = csv.reader(f)
        for linha in leitor:
            nome, qtd, preco = linha
            produtos.append({"nome": nome, "qtd": int(qtd), "preco": float(preco)})
    return produtos

def valor_total(produtos):
    return sum(p["qtd"] * p["preco"] for p in produtos)

def escrever(caminho, produtos):
    with open(caminho, "w", newline="", encoding="utf-8") as f:
        escritor = csv.writer(f)
        for p in produtos:
            escritor.writerow([p["nome"], p["qtd"], p["preco"]])

produtos = ler("stock.csv")
print("Valor total: %.2f €" % valor_total(produtos)
for p in produtos:
    if p["qtd"] < 5:
        print("Repor:", p["nome"]
escrever("stock_novo.csv", produtos)
