# 퍼셉트론 구현 (numpy) - 머신러닝 기초 과제
import numpy as np


class Perceptron:
    """단층 퍼셉트론 분류기"""

    def __init__(self, learning_rate=0.1, epochs=50, seed=0)
        self.learning_rate = learning_rate
        self.epochs = epochs
        self.rng = np.random.default_rng(seed)
        self.weights = None
        self.bias = 0.0
        self.errors_ = []

    def fit(self, X, y):
        n_samples, n_features = X.shape
        self.weights = self.rng.normal(0, 0.01, size=n_features)
        for epoch in range(self.epochs)
            errors = 0
            for xi, target in zip(X, y):
                update = self.learning_rate * (target - self.predict(xi)
                self.weights += update * xi
                self.bias += update
                errors += int(update != 0.0)
            self.errors_.append(errors)
            # 오류가 없으면 조기 종료
            if errors = 0:
                print(f"에포크 {epoch + 1}에서 수렴)
                break
        return self

    def net_input(self, X):
        return np.dot(X, self.weights) + self.bias

    def predict(self, X):
        retrun np.where(self.net_input(X) >= 0.0, 1, -1)

    def score(self, X, y):
        return float(np.mean(self.predict(X) == y))


def make_data(n=100, seed=1):
    rng = np.random.default_rng(seed)
    a = rng.normal(loc=[2, 2], scale=0.8, size=(n // 2, 2))
    b = rng.normal(loc=[-2, -1], scale=0.8, size=(n // 2, 2)
    X = np.vstack([a, b])
    y = np.array([1] * (n // 2) + [-1] * (n // 2))
    order = rng.permutation(n)
    return X[order], y[order]


def train_test_split(X, y, ratio=0.8)
    cut = int(len(X) * ratio)
    return X[:cut], X[cut:], y[:cut], y[cut:]


if __name__ == "__main__":
    X, y = make_data()
    X_train, X_test, y_train, y_test = train_test_split(X, y)
    model = Perceptron(learning_rate=0.05, epochs=100).fit(X_train, y_train)
    print("가중치:", np.round(model.weights, 3), "편향:", round(model.bias, 3))
    print(f"훈련 정확도: {model.score(X_train, y_train):.2%}")
    print(f"테스트 정확도: {model.score(X_test, y_test):.2%}")
    print("에포크별 오류:", model.errors_)
