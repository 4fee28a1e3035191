"""
Lista 4 - Estruturas de Dados (2º semestre)
Árvore binária de busca (ABB) sem balanceamento.

Aluna: Beatriz Nogueira
"""


class No:
    def __init__(self, chave):
        self.chave = chave
        self.esq = None
        self.dir = None


class ABB:
    def __init__(self):
        self.raiz = None
        self._n = 0

    def inserir(self, chave):
        """Insere a chave; chaves repetidas são ignoradas."""
        if self.raiz is None:
            self.raiz = No(chave)
            self._n = 1
            return
        atual = self.raiz
        while True:
            if chave < atual.chave:
                if atual.esq is None:
                    atual.esq = No(chave)
                    break
                atual = atual.esq
            elif chave > atual.chave:
                if atual.dir is None:
                    atual.dir = No(chave)
                    break
                atual = atual.dir
            else:
                return  # já existe
        self._n += 1

    def buscar(self, chave):
        atual = self.raiz
        while atual is not None and atual.chave != chave:
            atual = atual.esq if chave < atual.chave else atual.dir
        return atual

    def __contains__(self, chave):
        return self.buscar(chave) is not None

    def __len__(self):
        return self._n

    def remover(self, chave):
        """Remove a chave da árvore (se existir).

        Caso com dois filhos: troca pelo sucessor (menor da subárvore direita).
        """
        self.raiz, removeu = self._remover(self.raiz, chave)
        if removeu:
            self._n -= 1

    def _remover(self, no, chave):
        if no is None:
            return None, False
        if chave < no.chave:
            no.esq, r = self._remover(no.esq, chave)
            return no, r
        if chave > no.chave:
            no.dir, r = self._remover(no.dir, chave)
            return no, r
        # achou o nó
        if no.esq is None:
            return no.dir, True
        if no.dir is None:
            return no.esq, True
        sucessor = no.dir
        while sucessor.esq is not None:
            sucessor = sucessor.esq
        no.chave = sucessor.chave
        no.dir, _ = self._remover(no.dir, sucessor.chave)
        return no, True

    def em_ordem(self):
        """Gerador: percorre a árvore em ordem (crescente)."""
        yield from self._em_ordem(self.raiz)

    def _em_ordem(self, no):
        if no:
            yield from self._em_ordem(no.esq)
            yield no.chave
            yield from self._em_ordem(no.dir)

    def altura(self):
        return self._altura(self.raiz)

    def _altura(self, no):
        # árvore vazia tem altura -1, folha tem altura 0
        if no is None:
            return -1
        return 1 + max(self._altura(no.esq), self._altura(no.dir))

    def minimo(self):
        if self.raiz is None:
            raise ValueError("árvore vazia")
        no = self.raiz
        while no.esq:
            no = no.esq
        return no.chave


# testes rápidos
if __name__ == "__main__":
    t = ABB()
    for k in [50, 30, 70, 20, 40, 60, 80, 35]:
        t.inserir(k)
    print(list(t.em_ordem()))
    print("altura:", t.altura(), "tamanho:", len(t))
    t.remover(30)
    t.remover(50)
    print(list(t.em_ordem()), 30 in t, 35 in t)
    print("mínimo:", t.minimo())
