```python
def f(x):
    return x
```
