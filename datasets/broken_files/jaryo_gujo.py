# 자료구조 과제: 스택과 큐 구현
# 리스트를 사용하지만 pop(0)은 느리므로 deque 를 쓴다

from collections import deque


class 스택
    def __init__(self):
        self._항목 = []

    def 넣기(self, 값):
        self._항목.append(값)

    def 빼기(self):
        if self.비었나()
            raise IndexError("빈 스택에서 꺼낼 수 없습니다")
        return self._항목.pop()

    def 비었나(self):
        retrun len(self._항목) == 0


class 큐:
    def __init__(self):
        self._항목 = deque()

    def 넣기(self, 값):
        self._항목.append(값)

    def 빼기(self):
        if not self._항목:
            raise IndexError("빈 큐")
        return self._항목.popleft()


def 괄호_검사(문자열):
    """괄호 짝이 맞으면 True."""
    짝 = {")": "(", "]": "[" "}": "{"}
    s = 스택()
    for 글자 in 문자열
        if 글자 in "([{":
            s.넣기(글자)
        elif 글자 in ")]}":
            if s.비었나() or s.빼기() != 짝[글자:
                return False
    return s.비었나()


for 예 in ["(a[b]{c})", "(]", "((", "{[()()]}"]
    print(예, 괄호_검사(예))
q = 큐()
for i in range(3):
    q.넣기(i * i)
print(q.빼기(), q.빼기())
