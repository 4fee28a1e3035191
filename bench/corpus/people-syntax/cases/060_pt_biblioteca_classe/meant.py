class Livro:
    def __init__(self, titulo, autor, ano):
        self.titulo = titulo
        self.autor = autor
        self.ano = ano
        self.emprestado = False

    def para_dict(self):
        return {"titulo": self.titulo, "autor": self.autor, "ano": self.ano}


class Biblioteca:
    def __init__(self):
        self.livros = []

    def adicionar(self, livro):
        self.livros.append(livro)

    def emprestar(self, titulo):
        for livro in self.livros:
            if livro.titulo == titulo:
                if livro.emprestado:
                    print("Livro já emprestado:", titulo)
                    return False
                livro.emprestado = True
                return True
        print("Livro não encontrado:", titulo)
        return False

    def disponiveis(self):
        return [l.para_dict() for l in self.livros if not l.emprestado]


b = Biblioteca()
b.adicionar(Livro("Dom Casmurro", "Machado de Assis", 1899))
b.adicionar(Livro("Os Lusíadas", "Luís de Camões", 1572))
b.adicionar(Livro("Ensaio sobre a Cegueira", "José Saramago", 1995))
b.emprestar("Os Lusíadas")
b.emprestar("Os Lusíadas")
print(b.disponiveis())
