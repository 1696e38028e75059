"""Answers to the exercises adapted from real public Othello code, and their labels."""
