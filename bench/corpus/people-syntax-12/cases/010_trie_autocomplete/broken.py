# Лабораторная работа №5. Префиксное дерево (trie) и автодополнение
# Студент: Смирнов А.В., группа ПИ-21
#
# Слова хранятся вместе с частотой, автодополнение выдаёт
# самые частые слова с данным префиксом.


class TrieNode:
    __slots__ = ("children", "is_word", "freq")

    def __init__(self):
        self.children = {}
        self.is_word = False
        self.freq = 0


class Trie:
    def __init__(self, words=()):
        self.root = TrieNode()
        self.count = 0
        for w in words:
            self.insert(w)

    def insert(self, word, freq=1):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode()
        if not node.is_word:
            node.is_word = True
            self.count += 1
        node.freq += freq

    def _find(self, prefix):
        # возвращает узел, соответствующий префиксу, или None
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word):
        node = self._find(word)
        return node is not None and node.is_word

    def __len__(self):
        return self.count

    def starts_with(self, prefix):
        return self._find(prefix) is not None

    def _collect(self, node, prefix, out)
        # обход в глубину, собираем (слово, частота)
        if node.is_word:
            out.append((prefix, node.freq))
        for ch, child in node.children.items():
            self._collect(child, prefix + ch, out)

    def autocomplete(self, prefix, k=5):
        node = self._find(prefix)
        if node is None:
            return []
        out = []
        self._collect(node, prefix, out)
        # сначала по убыванию частоты, при равенстве - по алфавиту
        out.sort(key=lambda p: -p[1], p[0])
        return [w for w, _ in out[:k]]

    def delete(self, word):
        """Удаляет слово; лишние узлы тоже удаляются (рекурсивно)."""
        def _del(node, i):
            if i == len(word):
                if not node.is_word:
                    return False
                node.is_word = False
                node.freq = 0
                return not node.children
            child = node.children.get(word[i])
            if child is None:
                return False
            if _del(child, i + 1):
                del node.children[word[i]]
                return not node.children and not node.is_word
            return False

        if word in self:
            _del(self.root, 0)
            self.count -= 1


if __name__ == "__main__":
    text = """кот кошка кошка котёнок корова корм корм корм код кодер кодировка"""
    t = Trie()
    for w in text.split():
        t.insert(w)
    print(len(t), "слов")
    print(t.autocomplete("ко"))
    print(t.autocomplete("кош"), t.starts_with("кор"), "код" in t)
    t.delete("корм")
    print(t.autocomplete("кор"), "корм" in t)
